void mean_variance(const float *values, size_t length, double *mean, double *variance) {
    double sum = 0.0;
    for (size_t i = 0; i < length; i++) sum += values[i];
    double m = sum / static_cast<double>(length);
    double squares = 0.0;
    for (size_t i = 0; i < length; i++) {
        double deviation = values[i] - m;
        squares += deviation * deviation;
    }
    *mean = m;
    *variance = squares / static_cast<double>(length);
}
