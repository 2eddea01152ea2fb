"""REST: an account's API tokens. The key is in the response to its creation only."""
from django.shortcuts import get_object_or_404
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from . import services
from .models import ApiToken


class TokenSerializer(serializers.ModelSerializer):
    class Meta:
        model = ApiToken
        fields = ["id", "name", "prefix", "created_at", "last_used_at", "revoked_at"]


class TokenCreateSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=100)


class TokenListView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(operation_id="tokens_list", responses=TokenSerializer(many=True))
    def get(self, request):
        return Response(TokenSerializer(request.user.api_tokens.all(), many=True).data)

    @extend_schema(operation_id="token_create", request=TokenCreateSerializer, responses={201: TokenSerializer}, description="Create a token; the response carries its key, shown this once.")
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
