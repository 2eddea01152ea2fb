"""REST API: the reward service (POST /api/v1/rewards/, GET /api/v1/rewards/{id}/), thin views
over portal.rewards' services and selectors."""

from django.conf import settings
from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.exceptions import APIException, ValidationError
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from portal.rewards import selectors, services


class RewardQuotaError(APIException):
    status_code = 429
    default_code = "quota_exceeded"

    def __init__(self, message: str, wait: float):
        super().__init__(message)
        self.wait = wait  # DRF's exception handler sends it as Retry-After


class RewardsView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="rewards_create",
        request=OpenApiTypes.OBJECT,
        responses={200: OpenApiTypes.OBJECT, 202: OpenApiTypes.OBJECT},
        description="Rewards for completions of public dev problems: `{benchmark, reward "
        "(green-tea | pie-speedup | autoveccoder), items: [{problem_id, completion}], "
        "options?}` (`options.max_instructions`: simulated instructions per test run, at most and "
        "by default the server's REWARD_MAX_INSTRUCTIONS; past it, Green Tea's measurement "
        "timeout). A small batch answers 200 with `rewards` in the order given once ready "
        "(a bounded wait); otherwise 202 with its `url` to poll.",
    )
    def post(self, request):
        try:
            batch = services.create_batch(owner=request.user, data=request.data, token=services.request_token(request.headers.get("Authorization", "")))
        except services.RewardRequestError as exc:
            raise ValidationError({exc.field: [exc.message]}) from None
        except services.RewardQuotaExceeded as exc:
            raise RewardQuotaError(str(exc), exc.retry_after) from None
        if batch.finished_at is None and batch.size <= settings.REWARD_SYNC_ITEMS:
            selectors.wait_until_finished(batch, settings.REWARD_WAIT_SECONDS)
        state = selectors.batch_state(batch)
        if batch.finished_at is not None:
            return Response(state)
        return Response(state, status=status.HTTP_202_ACCEPTED, headers={"Location": state["url"]})


class RewardDetailView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="reward_detail", responses=OpenApiTypes.OBJECT, description="A reward batch (its owner only): status, done/total and the rewards so far."
    )
    def get(self, request, pk):
        return Response(selectors.batch_state(get_object_or_404(selectors.owned_batches(request.user), pk=pk)))
