double polynomial_sum(const double *x, size_t length, const double *coefficients, size_t degree) {
    double total = 0.0;
    for (size_t i = 0; i < length; i++) {
        double p = coefficients[degree];
        for (size_t k = degree; k-- > 0;) p = p * x[i] + coefficients[k];
        total += p;
    }
    return total;
}
