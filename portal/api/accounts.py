"""REST: an account's API tokens (the key is in the response to its creation only) and teams."""

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import ValidationError
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from portal.api.pagination import ListView

from portal.accounts import services, teams
from portal.accounts.models import ApiToken, Team


class TokenSerializer(serializers.ModelSerializer):
    class Meta:
        model = ApiToken
        fields = ["id", "name", "prefix", "created_at", "last_used_at", "revoked_at"]


class TokenCreatedSerializer(TokenSerializer):
    key = serializers.CharField(help_text="the token itself: shown in this answer only")

    class Meta(TokenSerializer.Meta):
        fields = TokenSerializer.Meta.fields + ["key"]


class TokenCreateSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=100)


class TokenListView(ListView):
    permission_classes = [IsAuthenticated]

    @extend_schema(operation_id="tokens_list", responses=TokenSerializer(many=True))
    def get(self, request):
        return self.page(request.user.api_tokens.order_by("-created_at", "-pk"), TokenSerializer)

    @extend_schema(
        operation_id="token_create",
        request=TokenCreateSerializer,
        responses={201: TokenCreatedSerializer},
        description="Create a token; the response carries its key, shown this once.",
    )
    def post(self, request):
        serializer = TokenCreateSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        token, key = services.create_token(request.user, serializer.validated_data["name"])
        return Response(TokenSerializer(token).data | {"key": key}, status=status.HTTP_201_CREATED)


class TokenDetailView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(operation_id="token_revoke", responses={204: None})
    def delete(self, request, pk):
        token = get_object_or_404(request.user.api_tokens, pk=pk)
        services.revoke_token(request.user, token.pk)
        return Response(status=status.HTTP_204_NO_CONTENT)


class MemberSerializer(serializers.Serializer):
    username = serializers.CharField(source="user.username")
    role = serializers.CharField()


class TeamSerializer(serializers.ModelSerializer):
    members = MemberSerializer(source="memberships", many=True, read_only=True)

    class Meta:
        model = Team
        fields = ["slug", "name", "personal", "members", "created_at"]


class TeamCreateSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=100)


class MemberAddSerializer(serializers.Serializer):
    username = serializers.CharField(max_length=150)


def _team_error(exc: teams.TeamError):
    return ValidationError({"team": [str(exc)]})


class TeamListView(ListView):
    """Your teams (your personal team first); POST creates a team with you as its owner."""

    permission_classes = [IsAuthenticated]

    @extend_schema(operation_id="teams_list", responses=TeamSerializer(many=True))
    def get(self, request):
        mine = teams.teams_of(request.user).order_by("-personal", "name", "pk").prefetch_related("memberships__user")
        return self.page(mine, TeamSerializer)

    @extend_schema(operation_id="team_create", request=TeamCreateSerializer, responses={201: TeamSerializer})
    def post(self, request):
        serializer = TeamCreateSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        try:
            team = teams.create_team(request.user, serializer.validated_data["name"])
        except teams.TeamError as exc:
            raise _team_error(exc) from None
        return Response(TeamSerializer(team).data, status=status.HTTP_201_CREATED)


class TeamMembersView(ListView):
    """GET lists a team's members (to its members); POST adds one by username (team owners only);
    DELETE /members/NAME/ removes one (an owner, or the member leaving)."""

    permission_classes = [IsAuthenticated]

    @extend_schema(operation_id="team_members_list", responses=MemberSerializer(many=True))
    def get(self, request, slug):
        team = get_object_or_404(teams.teams_of(request.user), slug=slug)
        return self.page(team.memberships.select_related("user").order_by("joined_at", "pk"), MemberSerializer)

    @extend_schema(operation_id="team_member_add", request=MemberAddSerializer, responses={201: TeamSerializer})
    def post(self, request, slug):
        team = get_object_or_404(teams.teams_of(request.user), slug=slug)
        serializer = MemberAddSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        try:
            teams.add_member(request.user, team, serializer.validated_data["username"])
        except teams.TeamError as exc:
            raise _team_error(exc) from None
        return Response(TeamSerializer(team).data, status=status.HTTP_201_CREATED)


class TeamMemberDetailView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(operation_id="team_member_remove", responses={204: None})
    def delete(self, request, slug, username):
        team = get_object_or_404(teams.teams_of(request.user), slug=slug)
        try:
            teams.remove_member(request.user, team, username)
        except teams.TeamError as exc:
            raise _team_error(exc) from None
        return Response(status=status.HTTP_204_NO_CONTENT)
