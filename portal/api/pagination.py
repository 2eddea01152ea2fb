"""Every list the API answers is paged the same way: `?page=N&page_size=M` (default 50, at most
500) gives `{"count", "next", "previous", "results"}`; the leaderboard pages its `rows` alike."""

from django.core.paginator import Page
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter
from rest_framework.exceptions import ValidationError
from rest_framework.pagination import PageNumberPagination
from rest_framework.response import Response
from rest_framework.settings import api_settings
from rest_framework.views import APIView


class PagePagination(PageNumberPagination):
    page_size_query_param = "page_size"
    max_page_size = 500
    # A page past the end (or not a number) is a 404 naming the page, as DRF does.
    invalid_page_message = "no page {page_number}: {message}"

    def get_page_size(self, request):
        """DRF quietly falls back to the default on a bad page_size; we say what was wrong."""
        raw = request.query_params.get(self.page_size_query_param)
        if raw is None:
            return self.page_size
        try:
            size = int(raw)
        except ValueError:
            size = 0
        if size < 1:
            raise ValidationError({"page_size": [f"must be a whole number of at least 1, not {raw[:20]!r}"]})
        return min(size, self.max_page_size)


PAGE_PARAMETERS = [
    OpenApiParameter("page", OpenApiTypes.INT, description="page number (from 1)"),
    OpenApiParameter("page_size", OpenApiTypes.INT, description="rows per page (default 50, at most 500)"),
]


class ListView(APIView):
    """An APIView whose GET answers one page of a queryset or list, with the paginator that
    REST_FRAMEWORK["DEFAULT_PAGINATION_CLASS"] names (the schema documents it from here too)."""

    @property
    def pagination_class(self):
        return api_settings.DEFAULT_PAGINATION_CLASS

    def page(self, items, serializer_class) -> Response:
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(items, self.request, view=self)
        return paginator.get_paginated_response(serializer_class(page, many=True).data)

    def page_fields(self, items: list) -> tuple[list, dict, Page]:
        """One page of `items`, the paging fields (count, next, previous) to answer beside it, and
        the page (its number and size: which page of the list was answered)."""
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(items, self.request, view=self)
        return (
            list(page),
            {"count": paginator.page.paginator.count, "next": paginator.get_next_link(), "previous": paginator.get_previous_link()},
            paginator.page,
        )
