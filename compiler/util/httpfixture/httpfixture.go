// Package httpfixture is a small HTTP server answering from a directory
// of canned responses, for the tests of code that fetches data over HTTP
// (module Ruby's Net::HTTP, Hiera backends reading Vault or a REST API):
// the recording scripts run it (cmd/tools/httpfixture) while the real
// Puppet or Ruby records what it answered, and the tests run the same
// handler in-process, so both see the same server.
//
// A request METHOD /a/b?q is answered from the file DIR/METHOD/a/b (HEAD
// reads GET's; the query is not part of the name). A response file is
//
//	STATUS [REASON]
//	Header: value
//	...
//	(empty line)
//	body
//
// A header line "@require Name: value" is no header but a condition: a
// request without that header value gets DIR/_denied instead (Vault's 403
// without a token). A response with "Content-Encoding: gzip" is sent
// gzip-compressed; one with "Transfer-Encoding: chunked" is sent in
// chunks. A request with no file gets DIR/_notfound (else a plain 404).
// Any request under /echo/ is answered 200 with a JSON description of the
// request itself (method, path with query, body and its header fields
// but Host and the port-dependent ones), for the tests of what a client
// sends.
package httpfixture

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
)

// maxBody bounds what the server reads of a request (a test server: the
// clients under test send small bodies).
const maxBody = 1 << 20

// Handler answers from the canned responses under dir.
func Handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/echo/") {
			echo(w, r)
			return
		}
		method := r.Method
		if method == http.MethodHead {
			method = http.MethodGet
		}
		clean := path.Clean("/" + r.URL.Path)
		name := filepath.Join(dir, method, filepath.FromSlash(clean))
		resp, err := load(name)
		if errors.Is(err, fs.ErrNotExist) || (err == nil && resp == nil) {
			resp, err = load(filepath.Join(dir, "_notfound"))
			if errors.Is(err, fs.ErrNotExist) {
				http.NotFound(w, r)
				return
			}
		}
		if err == nil && !resp.allowed(r) {
			resp, err = load(filepath.Join(dir, "_denied"))
		}
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		resp.write(w, r)
	})
}

type response struct {
	status  int
	headers [][2]string
	require [][2]string
	body    []byte
}

// load reads a response file; a directory is no response (nil, nil).
func load(name string) (*response, error) {
	st, err := os.Stat(name)
	if err != nil {
		return nil, err
	}
	if st.IsDir() {
		return nil, nil
	}
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	br := bufio.NewReader(bytes.NewReader(data))
	first, err := br.ReadString('\n')
	if err != nil && first == "" {
		return nil, fmt.Errorf("%s: no status line", name)
	}
	code, _, _ := strings.Cut(strings.TrimSpace(first), " ")
	status, err := strconv.Atoi(code)
	if err != nil || status < 100 || status > 999 {
		return nil, fmt.Errorf("%s: bad status line %q", name, first)
	}
	resp := &response{status: status}
	for {
		line, err := br.ReadString('\n')
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			break
		}
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			return nil, fmt.Errorf("%s: bad header line %q", name, line)
		}
		if req, isReq := strings.CutPrefix(k, "@require "); isReq {
			rk, rv, _ := strings.Cut(strings.TrimSpace(req)+":"+v, ":")
			resp.require = append(resp.require, [2]string{strings.TrimSpace(rk), strings.TrimSpace(rv)})
		} else {
			resp.headers = append(resp.headers, [2]string{k, strings.TrimSpace(v)})
		}
		if err != nil {
			break
		}
	}
	resp.body, _ = io.ReadAll(br)
	return resp, nil
}

func (resp *response) allowed(r *http.Request) bool {
	for _, req := range resp.require {
		if r.Header.Get(req[0]) != req[1] {
			return false
		}
	}
	return true
}

func (resp *response) write(w http.ResponseWriter, r *http.Request) {
	body := resp.body
	chunked := false
	for _, h := range resp.headers {
		switch {
		case strings.EqualFold(h[0], "Content-Encoding") && h[1] == "gzip":
			var b bytes.Buffer
			zw := gzip.NewWriter(&b)
			zw.Write(body)
			zw.Close()
			body = b.Bytes()
		case strings.EqualFold(h[0], "Transfer-Encoding") && h[1] == "chunked":
			chunked = true
			continue
		}
		w.Header().Add(h[0], h[1])
	}
	if !chunked {
		w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	}
	w.WriteHeader(resp.status)
	if r.Method == http.MethodHead {
		return
	}
	if !chunked {
		w.Write(body)
		return
	}
	fl, _ := w.(http.Flusher)
	for len(body) > 0 {
		n := min(len(body), 16)
		w.Write(body[:n])
		if fl != nil {
			fl.Flush()
		}
		body = body[n:]
	}
}

// echoSkipped are request header fields that name the server's address
// or the connection, which differ from run to run.
var echoSkipped = map[string]bool{"Host": true, "Referer": true}

func echo(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBody))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	headers := map[string]string{}
	for k, v := range r.Header {
		if !echoSkipped[k] {
			headers[strings.ToLower(k)] = strings.Join(v, ", ")
		}
	}
	out, _ := json.Marshal(map[string]any{
		"method": r.Method, "path": r.URL.RequestURI(), "headers": headers, "body": string(body),
	})
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Echo", "yes")
	w.Write(out)
}
