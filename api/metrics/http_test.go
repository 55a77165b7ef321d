package metrics

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestHTTPMetrics(t *testing.T) {
	r := NewRegistry()
	m := NewHTTPMetrics(r, func(req *http.Request) string {
		if strings.HasPrefix(req.URL.Path, "/puppet/v3/catalog/") {
			return "/puppet/v3/catalog/{name}"
		}
		return "other"
	})
	h := m.Middleware(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		switch req.URL.Path {
		case "/puppet/v3/catalog/missing":
			http.NotFound(w, req)
		case "/puppet/v3/catalog/flush":
			w.Write([]byte("x"))
			if err := http.NewResponseController(w).Flush(); err != nil {
				t.Errorf("Flush through the middleware: %v", err)
			}
		default:
			// no explicit status: 200
		}
	}))
	srv := httptest.NewServer(h)
	defer srv.Close()
	for _, p := range []string{"/puppet/v3/catalog/a", "/puppet/v3/catalog/b", "/puppet/v3/catalog/missing", "/puppet/v3/catalog/flush", "/x"} {
		resp, err := http.Get(srv.URL + p)
		if err != nil {
			t.Fatal(err)
		}
		// Read to the end: the server sends a response's end after the
		// handler, and so the middleware's recording, has returned. The
		// flushed response's first bytes come before that: closing the
		// body there raced with the recording (seen: 2 of 3 counted).
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
	req, _ := http.NewRequest("BREW", srv.URL+"/x", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	out := text(t, r)
	for _, want := range []string{
		`punch_http_requests_total{code="200",method="GET",route="/puppet/v3/catalog/{name}"} 3`,
		`punch_http_requests_total{code="404",method="GET",route="/puppet/v3/catalog/{name}"} 1`,
		`punch_http_requests_total{code="200",method="GET",route="other"} 1`,
		`punch_http_requests_total{code="200",method="other",route="other"} 1`,
		`punch_http_request_duration_seconds_count{method="GET",route="/puppet/v3/catalog/{name}"} 4`,
		"punch_http_requests_in_flight 0\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %s in:\n%s", want, out)
		}
	}
}
