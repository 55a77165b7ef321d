package server

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/api/store"
	"github.com/punch-dev/punch/compiler/resourcetypes"
)

// The file bucket endpoint, Puppet's file_bucket_file indirection as
// Puppet Server serves it:
//
//	HEAD /puppet/v3/file_bucket_file/ALGO/SUM[/PATH]?environment=E   200 or 404
//	GET  /puppet/v3/file_bucket_file/ALGO/SUM[/PATH]?environment=E   the bytes
//	PUT  /puppet/v3/file_bucket_file/ALGO/SUM[/PATH]?environment=E   store the body
//
// ALGO must be the bucket's checksum type (Puppet's digest_algorithm,
// sha256); PATH is the file's original path, recorded with the bytes (an
// agent sends "sha256/SUM//etc/motd", which arrives as ".../etc/motd" once
// the slashes are collapsed, as with Puppet Server). GET also takes
// diff_with=SUM (a unified diff of the two files, what `puppet filebucket
// diff --remote` asks for). Client mistakes Puppet Server answers with a 500
// are 4xx here, with Puppet's message.

const bucketPrefix = "/puppet/v3/file_bucket_file/"

// bucketKey is a decoded file_bucket_file key.
type bucketKey struct {
	raw  string // the key as Puppet names it in messages
	algo string
	sum  string
	path string
	// sumGiven is false when the key has no checksum part ("sha256").
	sumGiven bool
}

// ParseBucketKey decodes the path of a file_bucket_file request (the part
// after /puppet/v3/file_bucket_file/, still escaped) as Puppet Server does:
// runs of slashes collapse, %XX escapes are decoded, and the key is split
// into checksum type, checksum and original path. A NUL byte or a malformed
// escape is an error; so is an empty key.
func ParseBucketKey(escaped string) (bucketKey, error) {
	for strings.Contains(escaped, "//") {
		escaped = strings.ReplaceAll(escaped, "//", "/")
	}
	key, err := url.PathUnescape(escaped)
	if err != nil {
		return bucketKey{}, badRequestf("Invalid escape in the request path %s%s", bucketPrefix, escaped)
	}
	if strings.IndexByte(key, 0) >= 0 {
		return bucketKey{}, badRequestf("NUL byte in the request path")
	}
	for strings.Contains(key, "//") {
		key = strings.ReplaceAll(key, "//", "/")
	}
	if key == "" || key == "/" {
		return bucketKey{}, badRequestf("No request key specified in %s", bucketPrefix)
	}
	k := bucketKey{raw: key}
	parts := strings.SplitN(key, "/", 3)
	k.algo = parts[0]
	if len(parts) > 1 {
		k.sum, k.sumGiven = parts[1], true
	}
	if len(parts) > 2 {
		k.path = parts[2]
	}
	return k, nil
}

// checkKey is Puppet's request_to_checksum_and_path: the checksum type
// must be the bucket's, the checksum lower-case hex of its length, and the
// path fit for the paths file.
func (s *Server) checkKey(k bucketKey) error {
	b := s.cfg.FileBucket
	if k.algo != b.Algorithm() {
		return badRequestf("Unsupported checksum type %s", resourcetypes.RubyInspectString(k.algo))
	}
	if !k.sumGiven {
		return badRequestf("Invalid checksum nil")
	}
	if !b.ValidChecksum(k.sum) {
		return badRequestf("Invalid checksum %s", resourcetypes.RubyInspectString(k.sum))
	}
	if err := store.ValidateBucketPath(k.path); err != nil {
		return badRequestf("Invalid file path in the request: a path must be at most %d bytes without NUL, CR or LF", store.MaxBucketPathBytes)
	}
	return nil
}

// bucketQuery checks the query: one environment that exists (Puppet's
// indirector checks), each parameter at most once.
func (s *Server) bucketQuery(w http.ResponseWriter, r *http.Request) (url.Values, bool) {
	q, err := url.ParseQuery(r.URL.RawQuery)
	if err != nil {
		writeError(w, http.StatusBadRequest, prefixed(http.StatusBadRequest, "Invalid query string: "+err.Error()))
		return nil, false
	}
	for name, vs := range q {
		if len(vs) > 1 {
			writeError(w, http.StatusBadRequest, prefixed(http.StatusBadRequest,
				fmt.Sprintf("The %s parameter was given %d times; give it once", name, len(vs))))
			return nil, false
		}
	}
	env, err := indirectorEnvironment(q)
	if err != nil {
		writeClientError(w, err)
		return nil, false
	}
	if !s.requireEnvironment(w, env) {
		return nil, false
	}
	return q, true
}

// acceptsBinary is Puppet's response format negotiation for a model whose
// only format is binary: no Accept header is a 400, an Accept without
// application/octet-stream, binary or */* a 406.
func acceptsBinary(w http.ResponseWriter, accept []string) bool {
	if len(accept) == 0 {
		writeErrorKind(w, http.StatusBadRequest, prefixed(http.StatusBadRequest, "Missing required Accept header"), "MISSING_HEADER_FIELD")
		return false
	}
	all := strings.Join(accept, ", ")
	for _, a := range strings.Split(all, ",") {
		a = strings.TrimSpace(a)
		if i := strings.Index(a, ";q="); i >= 0 {
			a = a[:i]
		}
		switch strings.ToLower(a) {
		case "*/*", "application/octet-stream", "binary":
			return true
		}
	}
	writeErrorKind(w, http.StatusNotAcceptable, prefixed(http.StatusNotAcceptable,
		fmt.Sprintf("No supported formats are acceptable (Accept: %s)", all)), "UNSUPPORTED_FORMAT")
	return false
}

func bucketNotFound(w http.ResponseWriter, k bucketKey) {
	writeErrorKind(w, http.StatusNotFound, prefixed(http.StatusNotFound,
		"Could not find file_bucket_file "+k.raw), issueResourceNotFound)
}

// bucketRequest decodes what the three methods share.
// (Puppet checks the environment before the key.)
func (s *Server) bucketRequest(w http.ResponseWriter, r *http.Request) (bucketKey, url.Values, bool) {
	q, ok := s.bucketQuery(w, r)
	if !ok {
		return bucketKey{}, nil, false
	}
	k, err := ParseBucketKey(strings.TrimPrefix(r.URL.EscapedPath(), bucketPrefix))
	if err != nil {
		writeClientError(w, err)
		return k, nil, false
	}
	return k, q, true
}

// headBucketFile is HEAD: 200 when the bucket holds the checksum (recorded
// with the path, when one is given), else 404.
func (s *Server) headBucketFile(w http.ResponseWriter, r *http.Request) {
	k, _, ok := s.bucketRequest(w, r)
	if !ok {
		return
	}
	if err := s.checkKey(k); err != nil {
		writeClientError(w, err)
		return
	}
	found, err := s.cfg.FileBucket.Has(k.sum, k.path)
	if err != nil {
		s.bucketFailed(w, r, err)
		return
	}
	if !found {
		bucketNotFound(w, k)
		return
	}
	w.Header().Set("Content-Length", "0")
	w.WriteHeader(http.StatusOK)
}

// getBucketFile is GET: the bytes, or with diff_with a diff.
func (s *Server) getBucketFile(w http.ResponseWriter, r *http.Request) {
	k, q, ok := s.bucketRequest(w, r)
	if !ok {
		return
	}
	if _, ok := q["list_all"]; ok {
		writeError(w, http.StatusForbidden, prefixed(http.StatusForbidden, "Listing remote file buckets is not allowed"))
		return
	}
	if err := s.checkKey(k); err != nil {
		writeClientError(w, err)
		return
	}
	b := s.cfg.FileBucket
	f, size, err := b.Open(k.sum, k.path)
	if err != nil {
		if errors.Is(err, store.ErrNotFound) {
			bucketNotFound(w, k)
			return
		}
		s.bucketFailed(w, r, err)
		return
	}
	defer f.Close()
	if other, ok := q["diff_with"]; ok {
		s.diffBucketFiles(w, r, k, other[0])
		return
	}
	if !acceptsBinary(w, r.Header.Values("Accept")) {
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/octet-stream")
	h.Set("Content-Length", strconv.FormatInt(size, 10))
	w.WriteHeader(http.StatusOK)
	if _, err := io.Copy(w, io.LimitReader(f, size)); err != nil {
		zerolog.Ctx(r.Context()).Info().Err(err).Str("sum", k.sum).Msg("sending a file bucket file failed part way (client gone?)")
	}
}

// diffBucketFiles answers diff_with: the unified diff of the two files
// (empty when they are the same), as Puppet's `diff -u` gives it.
func (s *Server) diffBucketFiles(w http.ResponseWriter, r *http.Request, k bucketKey, other string) {
	b := s.cfg.FileBucket
	notFound := func() {
		writeError(w, http.StatusNotFound, prefixed(http.StatusNotFound, "could not find diff_with "+other))
	}
	if !b.ValidChecksum(other) {
		notFound()
		return
	}
	found, err := b.Has(other, "")
	if err != nil {
		s.bucketFailed(w, r, err)
		return
	}
	if !found {
		notFound()
		return
	}
	if !acceptsBinary(w, r.Header.Values("Accept")) {
		return
	}
	pa, _ := b.ContentsPath(k.sum)
	pb, _ := b.ContentsPath(other)
	out, err := diffFiles(pa, pb, maxDiffBytes)
	if err != nil {
		var te *textError
		if errors.As(err, &te) {
			writeError(w, te.status, prefixed(te.status, te.msg))
			return
		}
		s.bucketFailed(w, r, err)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/octet-stream")
	h.Set("Content-Length", strconv.Itoa(len(out)))
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(out)
}

// putBucketFile is PUT: store the body (application/octet-stream) under
// its checksum, recording the key's path. The answer is an empty 200 once
// the file is on disk.
func (s *Server) putBucketFile(w http.ResponseWriter, r *http.Request) {
	k, q, ok := s.bucketRequest(w, r)
	if !ok {
		return
	}
	accept := r.Header.Values("Accept")
	if len(accept) == 0 {
		// Puppet's save answers in JSON when the client names no format
		// (and the bucket has no JSON format).
		accept = []string{"application/json"}
	}
	if !acceptsBinary(w, accept) {
		return
	}
	ct := r.Header.Get("Content-Type")
	if ct == "" {
		writeErrorKind(w, http.StatusBadRequest, prefixed(http.StatusBadRequest,
			"No Content-Type header was received, it isn't possible to unserialize the request"), "MISSING_HEADER_FIELD")
		return
	}
	mt := strings.TrimSpace(ct)
	if i := strings.IndexByte(mt, ';'); i >= 0 {
		mt = strings.TrimSpace(mt[:i])
	}
	if !strings.EqualFold(mt, "application/octet-stream") {
		writeErrorKind(w, http.StatusUnsupportedMediaType, prefixed(http.StatusUnsupportedMediaType,
			fmt.Sprintf("Client sent a mime-type (%s) that doesn't correspond to a format we support", ct)), "UNSUPPORTED_MEDIA_TYPE")
		return
	}
	if err := s.checkKey(k); err != nil {
		writeClientError(w, err)
		return
	}
	body := r.Body
	if body == nil {
		body = http.NoBody
	}
	res, err := s.cfg.FileBucket.Put(body, k.path)
	if err != nil {
		var mbe *http.MaxBytesError
		var se *stalledError
		if errors.As(err, &mbe) || errors.As(err, &se) {
			status, msg := readError(err)
			writeError(w, status, msg)
			return
		}
		if r.Context().Err() != nil {
			writeError(w, http.StatusServiceUnavailable, "Service Unavailable: the upload was cut off ("+r.Context().Err().Error()+")")
			return
		}
		s.bucketFailed(w, r, err)
		return
	}
	log := zerolog.Ctx(r.Context())
	ev := log.Info()
	if res.Sum != k.sum {
		// Puppet stores what it received under its real checksum too.
		ev = log.Warn().Str("claimed_sum", k.sum)
	}
	if cert := ca.PeerCertificate(r); cert != nil {
		ev = ev.Str("node", cert.Subject.CommonName)
	}
	ev.Str("environment", q.Get("environment")).Str("sum", res.Sum).Str("file", k.path).Int64("size", res.Size).
		Bool("duplicate", res.Duplicate).Msg("file bucket: backed up a file")
	if res.Repaired {
		log.Warn().Str("sum", res.Sum).Msgf("Existing backup does not match its expected sum, {%s}%s. Overwriting corrupted backup.", s.cfg.FileBucket.Algorithm(), res.Sum)
	}
	w.Header().Set("Content-Type", "application/octet-stream")
	w.Header().Set("Content-Length", "0")
	w.WriteHeader(http.StatusOK)
}

// bucketFailed answers a failure of the bucket itself.
func (s *Server) bucketFailed(w http.ResponseWriter, r *http.Request, err error) {
	switch {
	case errors.Is(err, store.ErrInvalid):
		writeError(w, http.StatusBadRequest, prefixed(http.StatusBadRequest, err.Error()))
		return
	case errors.Is(err, store.ErrBucketCollision):
		zerolog.Ctx(r.Context()).Error().Err(err).Msgf("Unable to verify existing FileBucket backup in %s.", s.cfg.FileBucket.Dir())
		writeError(w, http.StatusInternalServerError, prefixed(http.StatusInternalServerError, err.Error()))
		return
	}
	zerolog.Ctx(r.Context()).Error().Err(err).Str("bucketdir", s.cfg.FileBucket.Dir()).
		Msg("file bucket failed; check the disk and the permissions of --bucketdir")
	writeError(w, http.StatusInternalServerError, prefixed(http.StatusInternalServerError, "the file bucket failed: "+err.Error()))
}
