package rlib

import (
	"bufio"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"math"
	"net"
	"net/http/httputil"
	"net/textproto"
	"os"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/environments/readlimit"
)

// The transport under Ruby's Net::HTTP (net_http.rb): a TCP connection
// (TLS when use_ssl) opened by Net::HTTP#start, HTTP/1.1 requests written
// on it and their responses read back, as Ruby's Net::HTTP does over its
// socket. Go's net and crypto/tls do the I/O; what Ruby code sees (when a
// connection is opened, the errors and their texts, keep-alive, the
// decoded body) is Ruby's.
//
// Puppet has no bound on what a function fetches; Punch has:
// - every wait is bounded: the connection by open_timeout, each read by
//   read_timeout, each write by write_timeout (Ruby's defaults: 60 s; a
//   nil timeout, which is no limit in Ruby, is netMaxWait), and the
//   compile's context stops any of them at once;
// - a response body is read up to max_compile_read (readlimit.Limit()),
//   inflated bodies included; past it the request fails with IOError.

// netMaxWait bounds a wait Ruby code asked to be unbounded (a nil
// timeout), so a silent server cannot hold a compile for ever.
const netMaxWait = 10 * time.Minute

// netSession is a Net::HTTP object's connection (its Data).
type netSession struct {
	conn net.Conn
	br   *bufio.Reader
	// stop undoes context.AfterFunc: the compile's end no longer
	// concerns a closed connection.
	stop func() bool
}

func (s *netSession) close() {
	if s == nil || s.conn == nil {
		return
	}
	s.stop()
	s.conn.Close()
	s.conn, s.br = nil, nil
}

// setupNetTransport defines the private methods net_http.rb calls.
func setupNetTransport(in *ruby.Interp, http *ruby.Module) {
	http.DefineMethod("__punch_connect", 3, 3, netConnect)
	http.DefineMethod("__punch_request", 5, 5, netRequest)
	http.DefineMethod("__punch_connected?", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		s, _ := sessionOf(c.Self)
		return s != nil && s.conn != nil, nil
	})
	http.DefineMethod("__punch_close", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		s, _ := sessionOf(c.Self)
		s.close()
		return nil, nil
	})
}

func sessionOf(v ruby.Value) (*netSession, *ruby.Object) {
	o, ok := v.(*ruby.Object)
	if !ok {
		return nil, nil
	}
	s, _ := o.Data.(*netSession)
	return s, o
}

func compileContext(in *ruby.Interp) context.Context {
	if ctx := in.Context(); ctx != nil {
		return ctx
	}
	return context.Background()
}

// timeoutArg reads a Net::HTTP timeout (seconds, Integer or Float; nil
// is Ruby's "no limit", bounded here by netMaxWait).
func timeoutArg(in *ruby.Interp, v ruby.Value) (time.Duration, error) {
	var secs float64
	switch x := v.(type) {
	case nil:
		return netMaxWait, nil
	case int64:
		secs = float64(x)
	case float64:
		secs = x
	default:
		cls := in.ClassOf(v).Name()
		return 0, in.Raisef("TypeError", "can't convert %s into time interval", cls)
	}
	if math.IsNaN(secs) || secs < 0 {
		return 0, in.Raisef("ArgumentError", "time interval must not be negative")
	}
	d := time.Duration(secs * float64(time.Second))
	if secs*float64(time.Second) > float64(netMaxWait) {
		d = netMaxWait
	}
	return d, nil
}

func optString(in *ruby.Interp, h *ruby.Hash, key string) (string, error) {
	v, _ := h.Get(ruby.NewString(key))
	if v == nil {
		return "", nil
	}
	s, err := in.ExpectString(v)
	if err != nil {
		return "", err
	}
	return s.String(), nil
}

func optBool(h *ruby.Hash, key string) bool {
	v, _ := h.Get(ruby.NewString(key))
	return ruby.Truthy(v)
}

// netConnect is __punch_connect(address, port, options): Net::HTTP#connect.
// options: "open_timeout", "ssl", "verify" (verify_mode is not
// VERIFY_NONE), "verify_hostname", "ca_file", "cert_file", "key_file",
// "ca_empty" (trust no CA: Puppet's context without its CA bundle),
// "system_store" (the system's CAs besides ca_file).
func netConnect(c *ruby.Call) (ruby.Value, error) {
	in := c.In
	addr, err := in.ExpectString(c.Args[0])
	if err != nil {
		return nil, err
	}
	port, err := in.ExpectInt(c.Args[1])
	if err != nil {
		return nil, err
	}
	opts, ok := c.Args[2].(*ruby.Hash)
	if !ok {
		return nil, in.Raise("TypeError", "options must be a Hash")
	}
	ov, _ := opts.Get(ruby.NewString("open_timeout"))
	openTimeout, err := timeoutArg(in, ov)
	if err != nil {
		return nil, err
	}
	_, self := sessionOf(c.Self)
	if self == nil {
		return nil, in.Raise("TypeError", "not a Net::HTTP")
	}
	host := strings.TrimSuffix(strings.TrimPrefix(addr.String(), "["), "]")
	target := net.JoinHostPort(host, strconv.FormatInt(port, 10))
	ctx := compileContext(in)
	dctx, cancel := context.WithTimeout(ctx, openTimeout)
	defer cancel()
	var d net.Dialer
	conn, err := d.DialContext(dctx, "tcp", target)
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, dialError(in, addr.String(), port, host, err)
	}
	if optBool(opts, "ssl") {
		cfg, err := tlsConfig(in, host, opts)
		if err != nil {
			conn.Close()
			return nil, err
		}
		tc := tls.Client(conn, cfg)
		if err := tc.HandshakeContext(dctx); err != nil {
			conn.Close()
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			if dctx.Err() != nil {
				return nil, in.Raise("Net::OpenTimeout", "execution expired")
			}
			return nil, tlsError(in, conn.RemoteAddr(), err)
		}
		conn = tc
	}
	// the compile's end (cancellation, deadline) interrupts any read or
	// write on the connection at once
	stop := context.AfterFunc(ctx, func() { conn.SetDeadline(time.Unix(1, 0)) })
	if old, _ := self.Data.(*netSession); old != nil {
		old.close()
	}
	self.Data = &netSession{conn: conn, br: bufio.NewReader(conn), stop: stop}
	return nil, nil
}

// dialError raises what Ruby's Socket.tcp raised, with Net::HTTP#connect's
// "Failed to open TCP connection to ADDR:PORT (...)" text.
func dialError(in *ruby.Interp, addr string, port int64, host string, err error) error {
	prefix := fmt.Sprintf("Failed to open TCP connection to %s:%d (", addr, port)
	var dnsErr *net.DNSError
	if errors.As(err, &dnsErr) {
		why := "Temporary failure in name resolution"
		if dnsErr.IsNotFound {
			why = "Name or service not known"
		}
		return in.Raise("SocketError", prefix+"getaddrinfo: "+why+")")
	}
	// connect(2)'s peer as Ruby names it: the address it connected to
	peer := net.JoinHostPort(host, strconv.FormatInt(port, 10))
	var opErr *net.OpError
	if errors.As(err, &opErr) && opErr.Addr != nil {
		if ta, ok := opErr.Addr.(*net.TCPAddr); ok {
			peer = ta.IP.String() + ":" + strconv.Itoa(ta.Port)
			if ta.IP.To4() == nil {
				peer = "[" + ta.IP.String() + "]:" + strconv.Itoa(ta.Port)
			}
		}
	}
	if errors.Is(err, context.DeadlineExceeded) || os.IsTimeout(err) {
		return in.Raise("Net::OpenTimeout", prefix+"Connection timed out - user specified timeout)")
	}
	for _, e := range []struct {
		errno syscall.Errno
		class string
		text  string
	}{
		{syscall.ECONNREFUSED, "Errno::ECONNREFUSED", "Connection refused"},
		{syscall.EHOSTUNREACH, "Errno::EHOSTUNREACH", "No route to host"},
		{syscall.ENETUNREACH, "Errno::ENETUNREACH", "Network is unreachable"},
		{syscall.ECONNRESET, "Errno::ECONNRESET", "Connection reset by peer"},
		{syscall.ETIMEDOUT, "Net::OpenTimeout", "Connection timed out"},
		{syscall.EADDRNOTAVAIL, "Errno::EADDRNOTAVAIL", "Cannot assign requested address"},
	} {
		if errors.Is(err, e.errno) {
			return in.Raise(e.class, prefix+e.text+" - connect(2) for "+peer+")")
		}
	}
	return in.Raise("SocketError", prefix+err.Error()+")")
}

func tlsConfig(in *ruby.Interp, host string, opts *ruby.Hash) (*tls.Config, error) {
	cfg := &tls.Config{ServerName: host, MinVersion: tls.VersionTLS12}
	if !optBool(opts, "verify") {
		cfg.InsecureSkipVerify = true
	}
	caFile, err := optString(in, opts, "ca_file")
	if err != nil {
		return nil, err
	}
	switch {
	case optBool(opts, "ca_empty"):
		cfg.RootCAs = x509.NewCertPool()
	case caFile != "":
		pem, err := readlimit.ReadFile(caFile)
		if err != nil {
			return nil, in.Raise("OpenSSL::SSL::SSLError", "SSL_CTX_load_verify_file: system lib")
		}
		pool := x509.NewCertPool()
		if optBool(opts, "system_store") {
			// Puppet's include_system_store: the system's CAs and Puppet's
			if sys, err := x509.SystemCertPool(); err == nil {
				pool = sys
			}
		}
		if !pool.AppendCertsFromPEM(pem) {
			return nil, in.Raise("OpenSSL::SSL::SSLError", "SSL_CTX_load_verify_file: no certificate or crl found in "+caFile)
		}
		cfg.RootCAs = pool
	}
	certFile, err := optString(in, opts, "cert_file")
	if err != nil {
		return nil, err
	}
	keyFile, err := optString(in, opts, "key_file")
	if err != nil {
		return nil, err
	}
	if certFile != "" && keyFile != "" {
		certPEM, err1 := readlimit.ReadFile(certFile)
		keyPEM, err2 := readlimit.ReadFile(keyFile)
		if err1 != nil || err2 != nil {
			return nil, in.Raise("OpenSSL::SSL::SSLError", "could not read the client certificate "+certFile+" or its key")
		}
		pair, err := tls.X509KeyPair(certPEM, keyPEM)
		if err != nil {
			return nil, in.Raise("OpenSSL::SSL::SSLError", "the client certificate "+certFile+" and its key do not load: "+err.Error())
		}
		cfg.Certificates = []tls.Certificate{pair}
	}
	if !cfg.InsecureSkipVerify {
		// the chain and the name are checked here, so that a failure
		// carries OpenSSL's reason (Ruby 3.1 checks the name in the
		// handshake too, unless verify_hostname is false)
		roots, name := cfg.RootCAs, ""
		if optBool(opts, "verify_hostname") {
			name = host
		}
		cfg.InsecureSkipVerify = true
		cfg.VerifyPeerCertificate = func(raw [][]byte, _ [][]*x509.Certificate) error {
			return verifyPeer(raw, roots, name)
		}
	}
	return cfg, nil
}

// verifyError is a failed verification, with OpenSSL's reason.
type verifyError struct{ reason string }

func (e *verifyError) Error() string { return "certificate verify failed (" + e.reason + ")" }

// verifyPeer checks the server's chain against roots (nil: the system's)
// and, when name is not empty, that the certificate is for name.
func verifyPeer(raw [][]byte, roots *x509.CertPool, name string) error {
	if len(raw) == 0 {
		return &verifyError{"no peer certificate"}
	}
	certs := make([]*x509.Certificate, len(raw))
	for i, r := range raw {
		c, err := x509.ParseCertificate(r)
		if err != nil {
			return &verifyError{"unable to decode issuer public key"}
		}
		certs[i] = c
	}
	inter := x509.NewCertPool()
	for _, c := range certs[1:] {
		inter.AddCert(c)
	}
	_, err := certs[0].Verify(x509.VerifyOptions{Roots: roots, Intermediates: inter})
	var invalid x509.CertificateInvalidError
	switch {
	case err == nil:
	case errors.As(err, &invalid) && invalid.Reason == x509.Expired:
		return &verifyError{"certificate has expired"}
	case selfSigned(certs[0]):
		return &verifyError{"self-signed certificate"}
	case slices.ContainsFunc(certs[1:], selfSigned):
		return &verifyError{"self-signed certificate in certificate chain"}
	default:
		return &verifyError{"unable to get local issuer certificate"}
	}
	if name != "" && certs[0].VerifyHostname(name) != nil {
		return &verifyError{"hostname mismatch"}
	}
	return nil
}

func selfSigned(c *x509.Certificate) bool {
	return bytes.Equal(c.RawIssuer, c.RawSubject) && c.CheckSignatureFrom(c) == nil
}

// tlsError raises OpenSSL::SSL::SSLError as Ruby words a failed
// handshake: OpenSSL's reason for a failed verification, else Go's words
// where OpenSSL's are not known (docs/ruby.md).
func tlsError(in *ruby.Interp, peer net.Addr, err error) error {
	why := err.Error()
	var ve *verifyError
	switch {
	case errors.As(err, &ve):
		why = ve.Error()
	case strings.Contains(why, "first record does not look like a TLS handshake"):
		why = "wrong version number"
	}
	return in.Raise("OpenSSL::SSL::SSLError", fmt.Sprintf("SSL_connect returned=1 errno=0 peeraddr=%s state=error: %s", peer, why))
}

// netRequest is __punch_request(request_line_method, path, headers, body,
// timeouts): one request on the session's connection. headers is an
// Array of [name, value] pairs as written; timeouts is [read, write,
// decode_content]. It returns [http_version, code, message, headers
// ([name, value] pairs in order), body (nil for HEAD and bodiless
// statuses)].
func netRequest(c *ruby.Call) (ruby.Value, error) {
	in := c.In
	s, _ := sessionOf(c.Self)
	if s == nil || s.conn == nil {
		return nil, in.Raise("IOError", "HTTP session not yet started")
	}
	method, err := in.ExpectString(c.Args[0])
	if err != nil {
		return nil, err
	}
	path, err := in.ExpectString(c.Args[1])
	if err != nil {
		return nil, err
	}
	hdrs, ok := c.Args[2].(*ruby.Array)
	if !ok {
		return nil, in.Raise("TypeError", "headers must be an Array")
	}
	var body []byte
	if c.Args[3] != nil {
		b, err := in.ExpectString(c.Args[3])
		if err != nil {
			return nil, err
		}
		body = []byte(b.String())
	}
	t, ok := c.Args[4].(*ruby.Array)
	if !ok || t.Len() != 3 {
		return nil, in.Raise("TypeError", "timeouts must be [read, write, decode]")
	}
	readTimeout, err := timeoutArg(in, t.At(0))
	if err != nil {
		return nil, err
	}
	writeTimeout, err := timeoutArg(in, t.At(1))
	if err != nil {
		return nil, err
	}
	decode := ruby.Truthy(t.At(2))

	var req bytes.Buffer
	if strings.ContainsAny(path.String(), "\r\n ") {
		return nil, in.Raisef("ArgumentError", "HTTP request path is not valid: %q", path.String())
	}
	fmt.Fprintf(&req, "%s %s HTTP/1.1\r\n", method.String(), path.String())
	for _, h := range hdrs.Elems() {
		pair, ok := h.(*ruby.Array)
		if !ok || pair.Len() != 2 {
			return nil, in.Raise("TypeError", "a header must be a [name, value] pair")
		}
		name, err := in.ToS(pair.At(0))
		if err != nil {
			return nil, err
		}
		value, err := in.ToS(pair.At(1))
		if err != nil {
			return nil, err
		}
		if strings.ContainsAny(name, "\r\n") || strings.ContainsAny(value, "\r\n") {
			return nil, in.Raise("ArgumentError", "header "+name+" has field value "+strconv.Quote(value)+", this cannot include CR/LF")
		}
		fmt.Fprintf(&req, "%s: %s\r\n", name, value)
	}
	req.WriteString("\r\n")
	req.Write(body)

	ctx := compileContext(in)
	if err := extendDeadline(ctx, s.conn.SetWriteDeadline, writeTimeout); err != nil {
		s.close()
		return nil, err
	}
	if _, err := s.conn.Write(req.Bytes()); err != nil {
		s.close()
		return nil, ioError(in, ctx, err, "Net::WriteTimeout")
	}
	dr := &deadlineReader{ctx: ctx, conn: s.conn, timeout: readTimeout}
	s.br.Reset(dr)
	resp, err := readResponse(s.br, method.String(), readlimit.Limit())
	if err != nil {
		s.close()
		var tooLarge *readlimit.TooLargeError
		if errors.As(err, &tooLarge) {
			tooLarge.What = "the HTTP response body of " + method.String() + " " + path.String()
			return nil, in.Raise("IOError", tooLarge.Error())
		}
		return nil, ioError(in, ctx, err, "Net::ReadTimeout")
	}
	if resp.close {
		s.close()
	}
	headers := ruby.NewArray(nil)
	inflated := false
	if decode && resp.body != nil {
		enc := strings.ToLower(strings.TrimSpace(resp.header("content-encoding")))
		if enc == "gzip" || enc == "x-gzip" || enc == "deflate" {
			resp.body, err = inflate(enc, resp.body, readlimit.Limit())
			if err != nil {
				return nil, in.Raise("Zlib::DataError", err.Error())
			}
			inflated = true
		}
	}
	for _, h := range resp.headers {
		if inflated && strings.EqualFold(h[0], "Content-Encoding") {
			// Ruby drops it once it inflated the body
			continue
		}
		headers.Append(ruby.NewArray([]ruby.Value{ruby.NewString(h[0]), ruby.NewString(h[1])}))
	}
	var bodyVal ruby.Value
	if resp.body != nil {
		bodyVal = ruby.NewBinaryString(resp.body)
	}
	return ruby.NewArray([]ruby.Value{ruby.NewString(resp.version), ruby.NewString(resp.code),
		ruby.NewString(resp.message), headers, bodyVal}), nil
}

// netResponse is a response as read off the connection: the header
// fields in their order (Ruby's each_header keeps it).
type netResponse struct {
	version, code, message string
	headers                [][2]string
	body                   []byte // nil: the response has no body
	close                  bool
}

func (r *netResponse) header(name string) string {
	for _, h := range r.headers {
		if strings.EqualFold(h[0], name) {
			return h[1]
		}
	}
	return ""
}

// readResponse reads one HTTP/1.x response (1xx interim responses
// skipped), its body bounded by limit.
func readResponse(br *bufio.Reader, method string, limit int64) (*netResponse, error) {
	tp := textproto.NewReader(br)
	for {
		line, err := tp.ReadLine()
		if err != nil {
			return nil, err
		}
		proto, rest, _ := strings.Cut(line, " ")
		code, message, _ := strings.Cut(rest, " ")
		if !strings.HasPrefix(proto, "HTTP/") || len(code) != 3 {
			return nil, fmt.Errorf("wrong status line: %q", line)
		}
		status, err := strconv.Atoi(code)
		if err != nil {
			return nil, fmt.Errorf("wrong status line: %q", line)
		}
		r := &netResponse{version: strings.TrimPrefix(proto, "HTTP/"), code: code, message: message}
		for n := 0; ; n++ {
			if n > 1000 {
				return nil, errors.New("too many header fields")
			}
			hl, err := tp.ReadLine()
			if err != nil {
				return nil, err
			}
			if hl == "" {
				break
			}
			name, value, ok := strings.Cut(hl, ":")
			if !ok {
				return nil, fmt.Errorf("wrong header line format: %q", hl)
			}
			r.headers = append(r.headers, [2]string{name, strings.TrimSpace(value)})
		}
		if status < 200 {
			continue
		}
		conn := strings.ToLower(r.header("connection"))
		r.close = strings.Contains(conn, "close") || (r.version == "1.0" && !strings.Contains(conn, "keep-alive"))
		if method == "HEAD" || status == 204 || status == 304 {
			return r, nil
		}
		var body io.Reader
		switch {
		case strings.Contains(strings.ToLower(r.header("transfer-encoding")), "chunked"):
			body = httputil.NewChunkedReader(br)
		case r.header("content-length") != "":
			n, err := strconv.ParseInt(r.header("content-length"), 10, 64)
			if err != nil || n < 0 {
				return nil, fmt.Errorf("wrong Content-Length format")
			}
			if n > limit {
				return nil, &readlimit.TooLargeError{Limit: limit}
			}
			body = io.LimitReader(br, n)
		default:
			body, r.close = br, true
		}
		b, err := io.ReadAll(io.LimitReader(body, limit+1))
		if err != nil {
			return nil, err
		}
		if int64(len(b)) > limit {
			return nil, &readlimit.TooLargeError{Limit: limit}
		}
		if cl := r.header("content-length"); cl != "" && r.header("transfer-encoding") == "" && strconv.Itoa(len(b)) != cl {
			return nil, io.ErrUnexpectedEOF
		}
		if strings.Contains(strings.ToLower(r.header("transfer-encoding")), "chunked") {
			// the trailer section, up to its empty line
			for {
				tl, err := tp.ReadLine()
				if err != nil || tl == "" {
					break
				}
			}
		}
		r.body = b
		return r, nil
	}
}

// deadlineReader gives each read its own deadline, as Ruby's read_timeout
// bounds each wait for data, not the whole response.
type deadlineReader struct {
	ctx     context.Context
	conn    net.Conn
	timeout time.Duration
}

func (d *deadlineReader) Read(p []byte) (int, error) {
	if err := extendDeadline(d.ctx, d.conn.SetReadDeadline, d.timeout); err != nil {
		return 0, err
	}
	return d.conn.Read(p)
}

// extendDeadline sets the next wait's deadline without undoing the
// compile's end: context.AfterFunc put the deadline in the past when the
// context ended, and a deadline set after that must not move it back
// (the context's error is set before its AfterFunc runs, so checking it
// after setting the deadline sees every end the deadline could hide).
func extendDeadline(ctx context.Context, set func(time.Time) error, timeout time.Duration) error {
	set(time.Now().Add(timeout))
	if err := ctx.Err(); err != nil {
		set(time.Unix(1, 0))
		return err
	}
	return nil
}

func ioError(in *ruby.Interp, ctx context.Context, err error, timeoutClass string) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	switch {
	case os.IsTimeout(err):
		if timeoutClass == "Net::ReadTimeout" {
			return in.Raise(timeoutClass, "Net::ReadTimeout with #<TCPSocket:(closed)>")
		}
		return in.Raise(timeoutClass, "Net::WriteTimeout with #<TCPSocket:(closed)>")
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return in.Raise("EOFError", "end of file reached")
	case errors.Is(err, syscall.ECONNRESET):
		return in.Raise("Errno::ECONNRESET", "Connection reset by peer")
	case errors.Is(err, syscall.EPIPE):
		return in.Raise("Errno::EPIPE", "Broken pipe")
	}
	return in.Raise("Net::HTTPBadResponse", err.Error())
}

// inflate decodes a gzip or deflate body (zlib-wrapped or raw, as Ruby's
// Inflater accepts both), bounded by limit.
func inflate(enc string, payload []byte, limit int64) ([]byte, error) {
	var r io.Reader
	if enc == "deflate" {
		if zr, err := zlib.NewReader(bytes.NewReader(payload)); err == nil {
			r = zr
		} else {
			r = flate.NewReader(bytes.NewReader(payload))
		}
	} else {
		gr, err := gzip.NewReader(bytes.NewReader(payload))
		if err != nil {
			return nil, errors.New("not in gzip format")
		}
		r = gr
	}
	out, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, errors.New("invalid compressed data -- format violated")
	}
	if int64(len(out)) > limit {
		return nil, (&readlimit.TooLargeError{What: "an inflated HTTP response body", Limit: limit})
	}
	return out, nil
}
