package metrics

import (
	"net/http"
	"strconv"
	"time"
)

// HTTPMetrics instruments an HTTP server:
//
//	punch_http_requests_total{method,route,code}
//	punch_http_request_duration_seconds{method,route}
//	punch_http_requests_in_flight
type HTTPMetrics struct {
	requests *CounterVec
	duration *HistogramVec
	inflight *Gauge
	route    func(*http.Request) string
}

// NewHTTPMetrics registers the HTTP metrics in r. route names the route a
// request took, called after the handler ran (with chi:
// chi.RouteContext(r.Context()).RoutePattern()); it must return a bounded
// set of values, never the raw path. With a nil route every request is
// counted under route "".
func NewHTTPMetrics(r *Registry, route func(*http.Request) string) *HTTPMetrics {
	return &HTTPMetrics{
		requests: r.Counter("punch_http_requests_total", "HTTP requests answered, by method, route and status code.", "method", "route", "code"),
		duration: r.Histogram("punch_http_request_duration_seconds", "Time to answer an HTTP request, by method and route.", DefBuckets, "method", "route"),
		inflight: r.Gauge("punch_http_requests_in_flight", "HTTP requests being answered.").With(),
		route:    route,
	}
}

// Middleware wraps next, recording every request.
func (m *HTTPMetrics) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		start := time.Now()
		m.inflight.Inc()
		sw := &statusWriter{ResponseWriter: w}
		defer func() {
			m.inflight.Dec()
			route := ""
			if m.route != nil {
				route = m.route(req)
			}
			code := sw.status
			if code == 0 {
				code = http.StatusOK
			}
			method := knownMethod(req.Method)
			m.requests.With(method, route, strconv.Itoa(code)).Inc()
			m.duration.With(method, route).ObserveSince(start)
		}()
		next.ServeHTTP(sw, req)
	})
}

// knownMethod bounds the method label: anything unusual is "other".
func knownMethod(m string) string {
	switch m {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodDelete, http.MethodPatch, http.MethodOptions:
		return m
	}
	return "other"
}

// statusWriter remembers the status code; Unwrap lets
// http.ResponseController reach Flush and the rest.
type statusWriter struct {
	http.ResponseWriter
	status int
}

func (s *statusWriter) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusWriter) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	return s.ResponseWriter.Write(b)
}

func (s *statusWriter) Unwrap() http.ResponseWriter { return s.ResponseWriter }
