package fileserve

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/compiler/util/plainjson"
)

// Config configures a Server.
type Config struct {
	// Modules resolves an environment's modules (required).
	Modules Modules
	// DefaultChecksumType is used when a request names none: Puppet's
	// digest_algorithm, sha256 in Puppet 7 (the default when empty).
	DefaultChecksumType string
	// AllowSymlinkEscape serves, as Puppet does, what a symbolic link inside
	// a module points to even when that is outside the module. By default a
	// link may only lead to another place in its own module: following one
	// out is refused with a 403, and a managed link out is described
	// without a checksum.
	AllowSymlinkEscape bool
	// CodeDir is reported, as Puppet reports its codedir, as the root of the
	// plugins, pluginfacts and locales mounts of an environment without any
	// module. When empty such requests are 404s.
	CodeDir string
	// MaxEntries bounds the entries one recursive request may list, whatever
	// max_files says (DefaultMaxEntries when zero, no bound when negative).
	MaxEntries int
	// ChecksumCacheEntries bounds the digest cache (DefaultChecksumCache
	// when zero, no cache when negative).
	ChecksumCacheEntries int
	// Logger receives warnings (soft max_files limit, refused symlinks) and
	// errors; zerolog.Nop() when nil.
	Logger *zerolog.Logger
	// MountsFile is Puppet's fileserver.conf with custom mounts (see
	// mounts.go). New fails when it exists and is invalid; it is re-read
	// when it changes (checked at most every MountsCheckInterval, 15 s by
	// default, Puppet's filetimeout) and by ReloadMounts; a file that
	// became invalid keeps the previous mounts. Empty: built-in mounts
	// only.
	MountsFile          string
	MountsCheckInterval time.Duration
}

// Defaults for Config.
const (
	DefaultMaxEntries    = 100000
	DefaultChecksumCache = 50000
	// softMaxFiles is Puppet's warning threshold when max_files is 0.
	softMaxFiles = 1000
)

// Server serves Puppet's file_metadata, file_metadatas and file_content
// endpoints. It is safe for concurrent use.
type Server struct {
	cfg        Config
	log        zerolog.Logger
	euid, egid int
	sums       sumCache
	mounts     *mountConfig
}

// New returns a Server for cfg.
func New(cfg Config) (*Server, error) {
	if cfg.Modules == nil {
		return nil, errors.New("fileserve: Config.Modules is required")
	}
	if cfg.DefaultChecksumType == "" {
		cfg.DefaultChecksumType = DefaultChecksumType
	}
	if !validChecksumType(cfg.DefaultChecksumType) {
		return nil, fmt.Errorf("fileserve: unsupported default checksum type %q (want one of %s)", cfg.DefaultChecksumType, strings.Join(ChecksumTypes, ", "))
	}
	if cfg.MaxEntries == 0 {
		cfg.MaxEntries = DefaultMaxEntries
	}
	if cfg.ChecksumCacheEntries == 0 {
		cfg.ChecksumCacheEntries = DefaultChecksumCache
	}
	s := &Server{cfg: cfg, euid: os.Geteuid(), egid: os.Getegid()}
	s.sums.max = cfg.ChecksumCacheEntries
	if cfg.Logger != nil {
		s.log = cfg.Logger.With().Str("component", "fileserve").Logger()
	} else {
		s.log = zerolog.Nop()
	}
	if cfg.MountsFile != "" {
		if cfg.MountsCheckInterval == 0 {
			cfg.MountsCheckInterval = 15 * time.Second
		}
		mc := &mountConfig{file: cfg.MountsFile, interval: cfg.MountsCheckInterval}
		mc.logf = func(level string, line int, msg string) {
			ev := s.log.Info()
			switch level {
			case "error":
				ev = s.log.Error()
			case "warn":
				ev = s.log.Warn()
			}
			ev = ev.Str("file", cfg.MountsFile)
			if line > 0 {
				ev = ev.Int("line", line)
			}
			ev.Msg(msg)
		}
		if err := mc.reload(); err != nil {
			return nil, fmt.Errorf("fileserve: %w", err)
		}
		s.mounts = mc
	}
	return s, nil
}

// ReloadMounts re-reads the fileserver.conf now; on error the previous
// mounts stay and the error is returned (and logged).
func (s *Server) ReloadMounts() error { return s.mounts.reload() }

// CustomMounts returns the custom mounts in use (nil without a
// fileserver.conf).
func (s *Server) CustomMounts() *MountTable { return s.mounts.current() }

// Register mounts the three endpoints (GET only, as Puppet Server routes
// them) on r:
//
//	GET /puppet/v3/file_metadata/{mount}/{path...}
//	GET /puppet/v3/file_metadatas/{mount}/{path...}
//	GET /puppet/v3/file_content/{mount}/{path...}
func (s *Server) Register(r chi.Router) {
	r.Get("/puppet/v3/file_metadata/*", s.ServeFileMetadata)
	r.Get("/puppet/v3/file_metadatas/*", s.ServeFileMetadatas)
	r.Get("/puppet/v3/file_content/*", s.ServeFileContent)
}

// ServeFileMetadata handles GET /puppet/v3/file_metadata/...
func (s *Server) ServeFileMetadata(w http.ResponseWriter, r *http.Request) {
	s.serve(w, r, FileMetadata)
}

// ServeFileMetadatas handles GET /puppet/v3/file_metadatas/...
func (s *Server) ServeFileMetadatas(w http.ResponseWriter, r *http.Request) {
	s.serve(w, r, FileMetadatas)
}

// ServeFileContent handles GET /puppet/v3/file_content/...
func (s *Server) ServeFileContent(w http.ResponseWriter, r *http.Request) {
	s.serve(w, r, FileContent)
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request, ep Endpoint) {
	req, err := ParsePath(r.URL.EscapedPath())
	if err == nil && req.Endpoint != ep {
		err = errNotFound(IssueRuntimeError, "No route for GET %s", r.URL.EscapedPath())
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	env, opts, err := ParseRawQuery(ep, r.URL.RawQuery, s.cfg.DefaultChecksumType)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	switch ep {
	case FileMetadata:
		md, err := s.find(env, req, opts, clientCertname(r))
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		s.writeMetadata(w, r, md)
	case FileMetadatas:
		mds, err := s.search(env, req, opts, clientCertname(r))
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		s.writeMetadata(w, r, mds)
	case FileContent:
		c, err := s.open(env, req, opts.Links, clientCertname(r))
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		defer c.Close()
		if _, err := negotiate(r.Header, binaryFormats); err != nil {
			s.writeError(w, r, err)
			return
		}
		w.Header().Set("Content-Type", "application/octet-stream")
		w.Header().Set("Content-Length", strconv.FormatInt(c.Size, 10))
		w.WriteHeader(http.StatusOK)
		if c.File != nil {
			if _, err := io.Copy(w, io.LimitReader(c.File, c.Size)); err != nil {
				s.log.Warn().Err(err).Str("environment", env).Str("path", c.Path).
					Msg("sending file content failed part way (client gone or file unreadable)")
			}
		}
	}
}

// A response format, as Puppet::Network::FormatHandler knows it.
type format struct {
	name, mime, contentType string
}

var (
	// Puppet Server renders metadata as JSON or PSON (no msgpack in JRuby);
	// for metadata PSON's bytes are JSON's.
	metadataFormats = []format{
		{"json", "application/json", jsonContentType},
		{"pson", "text/pson", "text/pson"},
	}
	binaryFormats = []format{{"binary", "application/octet-stream", "application/octet-stream"}}
)

// negotiate picks the response format as Puppet does: the first entry of
// the Accept header (in the client's order, q values ignored) naming a
// supported format by MIME type or name, "*/*" meaning the first supported.
// No Accept header is a 400; nothing acceptable is a 406.
func negotiate(h http.Header, supported []format) (format, error) {
	values, ok := h["Accept"]
	if !ok {
		return format{}, &Error{Status: http.StatusBadRequest, Message: "Bad Request: Missing required Accept header", IssueKind: "MISSING_HEADER_FIELD"}
	}
	accept := strings.Join(values, ", ")
	for _, a := range strings.Split(accept, ",") {
		a = strings.ToLower(strings.TrimSpace(a))
		if i := strings.Index(a, ";q="); i >= 0 {
			a = a[:i]
		}
		if a == "*/*" {
			return supported[0], nil
		}
		for _, f := range supported {
			if a == f.mime || a == f.name {
				return f, nil
			}
		}
	}
	return format{}, &Error{Status: http.StatusNotAcceptable, Message: "Not Acceptable: No supported formats are acceptable (Accept: " + accept + ")", IssueKind: "UNSUPPORTED_FORMAT"}
}

func (s *Server) writeMetadata(w http.ResponseWriter, r *http.Request, v any) {
	f, err := negotiate(r.Header, metadataFormats)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	body, err := plainjson.Marshal(v)
	if err != nil {
		s.writeError(w, r, errServer("rendering JSON: %v", err))
		return
	}
	w.Header().Set("Content-Type", f.contentType)
	w.WriteHeader(http.StatusOK)
	w.Write(body)
}

// logger returns the request's logger (zerolog.Ctx, where the HTTP server
// puts one carrying the request id) or the server's.
func (s *Server) logger(r *http.Request) *zerolog.Logger {
	if l := zerolog.Ctx(r.Context()); l != nil && l.GetLevel() != zerolog.Disabled && l != zerolog.DefaultContextLogger {
		ll := l.With().Str("component", "fileserve").Logger()
		return &ll
	}
	return &s.log
}

func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	var fe *Error
	if !errors.As(err, &fe) {
		fe = errServer("%v", err)
	}
	log := s.logger(r)
	ev := log.Debug()
	if fe.Status >= 500 {
		ev = log.Error()
	}
	ev.Int("status", fe.Status).Str("path", r.URL.EscapedPath()).Str("query", r.URL.RawQuery).
		Msg(fe.Message)
	fe.Write(w)
}

// mountSpec describes one of Puppet's built-in mounts.
type mountSpec struct {
	// perModule mounts take "<module>/<path>"; the others merge the subdir
	// of every module (first module on the modulepath wins).
	perModule bool
	subdir    string
	// missing is Puppet's message when a per-module key names no module.
	missing string
	// custom is a fileserver.conf mount.
	custom *CustomMount
}

var mounts = map[string]mountSpec{
	"modules":     {perModule: true, subdir: "files", missing: "No module specified"},
	"tasks":       {perModule: true, subdir: "tasks", missing: "No task specified"},
	"scripts":     {perModule: true, subdir: "scripts", missing: "No module specified"},
	"plugins":     {subdir: "lib"},
	"pluginfacts": {subdir: "facts.d"},
	"locales":     {subdir: "locales"},
}

// A located file: a module's tree, the name inside it, and the path Puppet
// reports for it.
type location struct {
	t       tree
	name    string
	display string
}

// modules resolves env's modules, mapping unknown environments to 404s.
func (s *Server) modules(env string) ([]Module, error) {
	mods, err := s.cfg.Modules.ModuleDirs(env)
	if err != nil {
		if errors.Is(err, ErrUnknownEnvironment) {
			return nil, errNotFound(IssueRuntimeError, "Could not find environment '%s'", env)
		}
		return nil, errServer("Could not list the modules of environment '%s': %v", env, err)
	}
	return mods, nil
}

func (s *Server) openTree(dir string) (tree, error) {
	return openTree(dir, !s.cfg.AllowSymlinkEscape)
}

// mountFor returns the mount a request names (a fileserver.conf mount
// first, as it may replace pluginfacts), or Puppet's refusal.
func (s *Server) mountFor(req Request) (mountSpec, error) {
	if t := s.mounts.current(); t != nil {
		if cm, ok := t.Mounts[req.Mount]; ok {
			return mountSpec{custom: cm}, nil
		}
	}
	m, ok := mounts[req.Mount]
	if !ok {
		method := "find"
		if req.Endpoint == FileMetadatas {
			method = "search"
		}
		return m, errForbidden("Not authorized to call %s on /%s/%s", method, req.Endpoint.indirection(), req.Key)
	}
	return m, nil
}

// exists is Puppet's File.exist? (following links) on a tree; a link out of
// a confined tree counts as existing so that it is reported, not hidden.
func exists(t tree, name string) bool {
	_, err := t.stat(name)
	return err == nil || isEscape(err)
}

// locateOne is locate for a find: Puppet's 404 when there is no such file.
func (s *Server) locateOne(env string, req Request, node string) (*location, error) {
	loc, err := s.locate(env, req, node)
	if err == nil && loc == nil {
		return nil, errNotFound(IssueResourceNotFound, "Could not find %s %s", req.Endpoint.indirection(), req.Key)
	}
	return loc, err
}

// locate finds the file a find (file_metadata, file_content) request names,
// as the mounts' find methods do. It returns nil when there is none.
func (s *Server) locate(env string, req Request, node string) (*location, error) {
	m, err := s.mountFor(req)
	if err != nil {
		return nil, err
	}
	mods, err := s.modules(env)
	if err != nil {
		return nil, err
	}
	if m.custom != nil {
		return s.customLocation(m.custom, req.Rest, node)
	}
	if m.perModule {
		modName, rel, hasRel := strings.Cut(req.Rest, "/")
		if modName == "" {
			return nil, errBadRequest("%s", m.missing)
		}
		mod, ok := FindModule(mods, modName)
		if !ok {
			return nil, nil
		}
		loc, err := s.moduleLocation(mod, m.subdir, rel, hasRel)
		if err != nil || loc == nil {
			return nil, err
		}
		return loc, nil
	}
	for _, mod := range mods {
		loc, err := s.moduleLocation(mod, m.subdir, req.Rest, req.Rest != "")
		if err != nil {
			return nil, err
		}
		if loc != nil {
			return loc, nil
		}
	}
	return nil, nil
}

// FindModule is the first module of mods named name, as Puppet's
// environment.module(name) finds it.
func FindModule(mods []Module, name string) (Module, bool) {
	for _, m := range mods {
		if m.Name == name {
			return m, true
		}
	}
	return Module{}, false
}

// moduleLocation is Puppet::Module#file and friends: subdir/rel in mod when
// it exists. hasRel distinguishes "alpha/" (rel "", reported as "files/")
// from "alpha" (the files directory itself).
func (s *Server) moduleLocation(mod Module, subdir, rel string, hasRel bool) (*location, error) {
	t, err := s.openTree(mod.Path)
	if err != nil {
		if isMissing(err) {
			return nil, nil
		}
		return nil, errServer("%s", rubyErrno(err, mod.Path))
	}
	name := subdir
	display := filepath.Join(mod.Path, subdir)
	if hasRel {
		name += "/" + rel
		display += "/" + rel
	}
	if !exists(t, name) {
		t.close()
		return nil, nil
	}
	return &location{t: t, name: name, display: display}, nil
}

// Metadata answers a file_metadata request for key ("modules/apache/x")
// in env, as the HTTP endpoint does. Errors are *Error values.
func (s *Server) Metadata(env, key string, opts Options) (*Metadata, error) {
	req, err := NewRequest(FileMetadata, key)
	if err != nil {
		return nil, err
	}
	return s.find(env, req, withDefaults(opts, s.cfg.DefaultChecksumType), "")
}

// Metadatas answers a file_metadatas request for key in env.
func (s *Server) Metadatas(env, key string, opts Options) ([]*Metadata, error) {
	req, err := NewRequest(FileMetadatas, key)
	if err != nil {
		return nil, err
	}
	return s.search(env, req, withDefaults(opts, s.cfg.DefaultChecksumType), "")
}

func withDefaults(o Options, checksum string) Options {
	if o.Links == "" {
		o.Links = LinksManage
	}
	if o.ChecksumType == "" {
		o.ChecksumType = checksum
	}
	if o.SourcePermissions == "" {
		o.SourcePermissions = SourcePermissionsIgnore
	}
	return o
}

// NewRequest builds the Request for an already decoded key, applying the
// same checks as ParsePath (no "." or ".." segment, no NUL, a valid mount).
func NewRequest(ep Endpoint, key string) (Request, error) {
	if strings.IndexByte(key, 0) >= 0 {
		return Request{}, errPlain(400, "Bad Request: NUL byte in key %q", key)
	}
	// Escape what ParsePath would treat specially, then reuse it.
	var b strings.Builder
	for i := 0; i < len(key); i++ {
		switch c := key[i]; c {
		case '%', ';':
			fmt.Fprintf(&b, "%%%02X", c)
		default:
			b.WriteByte(c)
		}
	}
	return ParsePath(apiPrefix + string(ep) + "/" + b.String())
}

func (s *Server) find(env string, req Request, opts Options, node string) (*Metadata, error) {
	loc, err := s.locateOne(env, req, node)
	if err != nil {
		return nil, err
	}
	defer loc.t.close()
	md, err := s.collect(loc.t, loc.name, opts.Links, opts)
	if err != nil {
		return nil, s.fileError(env, loc.display, err)
	}
	md.Path = loc.display
	return md, nil
}

// fileError turns a failure reading a located file into Puppet's answer.
func (s *Server) fileError(env, display string, err error) error {
	var fe *Error
	if errors.As(err, &fe) {
		return fe
	}
	if isEscape(err) {
		s.log.Warn().Str("environment", env).Str("path", display).
			Msg("refused to follow a symbolic link out of its module or mount directory; fix the link, or set the file server to allow symlinks out of modules as Puppet does")
		return errForbidden("%s is a symbolic link (or is under one) that leads out of its module (or mount); Punch does not serve files outside a module or mount directory", display)
	}
	if errors.Is(err, errNotRegular) {
		return errForbidden("Cannot read the contents of %s: only regular files are served", display)
	}
	return errServer("%s", rubyErrno(err, display))
}

// Content is an open file to send for file_content. Close it.
type Content struct {
	// File is nil for a directory (Puppet answers those with no bytes).
	File *os.File
	// Size is the number of bytes to send.
	Size int64
	// Path is the file's path on the server.
	Path string
}

// Close closes the file.
func (c *Content) Close() error {
	if c.File == nil {
		return nil
	}
	return c.File.Close()
}

// Open answers a file_content request for key in env. Errors are *Error
// values.
func (s *Server) Open(env, key string) (*Content, error) {
	req, err := NewRequest(FileContent, key)
	if err != nil {
		return nil, err
	}
	return s.open(env, req, LinksManage, "")
}

func (s *Server) open(env string, req Request, _ Links, node string) (*Content, error) {
	loc, err := s.locateOne(env, req, node)
	if err != nil {
		return nil, err
	}
	defer loc.t.close()
	// Puppet reads through links whatever `links` says.
	f, err := loc.t.open(loc.name)
	if err != nil {
		return nil, s.fileError(env, loc.display, err)
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, s.fileError(env, loc.display, err)
	}
	switch {
	case fi.Mode().IsRegular():
		return &Content{File: f, Size: fi.Size(), Path: loc.display}, nil
	case fi.IsDir():
		f.Close()
		return &Content{Size: 0, Path: loc.display}, nil
	default:
		f.Close()
		return nil, errForbidden("Cannot read the contents of %s %s: only regular files are served", ftype(fi.Mode()), loc.display)
	}
}

// A fileset root: the directory (or file) a search starts from.
type filesetRoot struct {
	t       tree
	name    string // inside t
	display string // Puppet's fileset path (no trailing slash)
}

func (s *Server) search(env string, req Request, opts Options, node string) ([]*Metadata, error) {
	m, err := s.mountFor(req)
	if err != nil {
		return nil, err
	}
	var roots []filesetRoot
	defer func() {
		for _, r := range roots {
			r.t.close()
		}
	}()
	notFound := errNotFound(IssueResourceNotFound, "Could not find instances in %s with '%s'", req.Endpoint.indirection(), req.Key)
	if m.perModule || m.custom != nil {
		loc, err := s.locate(env, req, node)
		if err != nil {
			return nil, err
		}
		if loc == nil {
			return nil, notFound
		}
		roots = append(roots, filesetRoot{t: loc.t, name: strings.TrimSuffix(loc.name, "/"), display: strings.TrimSuffix(loc.display, "/")})
	} else {
		mods, err := s.modules(env)
		if err != nil {
			return nil, err
		}
		// Puppet's merged mounts search every module's directory whatever
		// the rest of the key says.
		for _, mod := range mods {
			loc, err := s.moduleLocation(mod, m.subdir, "", false)
			if err != nil {
				return nil, err
			}
			if loc != nil {
				roots = append(roots, filesetRoot{t: loc.t, name: loc.name, display: loc.display})
			}
		}
		if len(roots) == 0 {
			// Puppet then lists the modulepath (or the codedir), without
			// recursing, so that the agent sees an empty directory.
			dir := s.emptyMountDir(env, mods)
			if dir == "" {
				return nil, notFound
			}
			t, err := s.openTree(dir)
			if err != nil {
				return nil, errServer("%s", rubyErrno(err, dir))
			}
			roots = append(roots, filesetRoot{t: t, name: ".", display: dir})
			opts.Recurse = false
		}
	}

	// Like Puppet, list every fileset first (each enforcing max_files),
	// merge them (the first fileset with a relative path wins) and describe
	// the winners; the first failure to describe one fails the answer, but
	// only once all filesets were listed, so a max_files error comes first.
	var out []*Metadata
	var firstErr error
	seen := map[string]bool{}
	for _, root := range roots {
		mds, err := s.walk(env, root, opts, seen, firstErr == nil)
		if err != nil {
			var fe *walkError
			if !errors.As(err, &fe) {
				return nil, err
			}
			if firstErr == nil {
				firstErr = fe.err
			}
		}
		out = append(out, mds...)
	}
	if firstErr != nil {
		return nil, firstErr
	}
	return out, nil
}

// emptyMountDir picks the directory Puppet reports for a merged mount no
// module provides: the first modulepath directory, else the codedir.
func (s *Server) emptyMountDir(env string, mods []Module) string {
	if dirs, err := s.cfg.Modules.ModulePath(env); err == nil && len(dirs) > 0 {
		return dirs[0]
	}
	if len(mods) > 0 {
		return filepath.Dir(mods[0].Path)
	}
	return s.cfg.CodeDir
}

func joinName(dir, rel string) string {
	if dir == "." {
		return rel
	}
	return dir + "/" + rel
}

type fileID struct{ dev, ino uint64 }

func idOf(fi fs.FileInfo) (fileID, bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fileID{}, false
	}
	return fileID{uint64(st.Dev), st.Ino}, true
}

// walkError carries the first failure to describe an entry, reported
// only after every fileset was listed.
type walkError struct{ err error }

func (w *walkError) Error() string { return w.err.Error() }

// walk is Puppet::FileServing::Fileset#files for one root followed by the
// description of each entry not yet in seen: "." and then the entries found
// breadth first (names sorted within a directory; Puppet takes them in
// directory order), skipping ignored names, down to recurselimit, and
// enforcing max_files. Listing errors are returned as they are; a failure
// to describe an entry is returned as a *walkError after the listing is
// complete (describe false: list only).
//
// Each directory is opened once as its own tree, so that its entries cost
// one fstatat (and one openat to sum) instead of a walk from the module
// root; symbolic links are still resolved from the module root, so they may
// lead anywhere inside the module and nowhere outside.
func (s *Server) walk(env string, root filesetRoot, opts Options, seen map[string]bool, describe bool) ([]*Metadata, error) {
	statFn := root.t.lstat
	if opts.Links == LinksFollow {
		statFn = root.t.stat
	}
	// Fileset refuses a root it cannot stat ("Fileset paths must exist").
	rootFI, err := statFn(root.name)
	if err != nil {
		return nil, s.fileError(env, root.display, err)
	}
	// Every directory is stamped with the root's ctime (see collect).
	var baseCtime string
	baseCtimeFn := func() (string, error) {
		if baseCtime == "" {
			fi, err := root.t.stat(root.name)
			if err != nil {
				return "", err
			}
			_, c := statTimes(fi)
			baseCtime = formatTime(c)
		}
		return baseCtime, nil
	}

	var out []*Metadata
	var descErr error
	add := func(rel string, t tree, name string, fi fs.FileInfo, statErr error) {
		if !describe || descErr != nil || seen[rel] {
			return
		}
		seen[rel] = true
		var md *Metadata
		err := statErr
		if err == nil {
			md, err = s.describe(t, name, fi, baseCtimeFn, opts.Links, opts)
		}
		if err != nil {
			display := root.display
			if rel != "." {
				display += "/" + rel
			}
			descErr = s.fileError(env, display, err)
			return
		}
		md.Path = root.display
		r := rel
		md.RelativePath = &r
		out = append(out, md)
	}
	add(".", root.t, root.name, rootFI, nil)

	type queued struct {
		rel   string // relative to the root ("" for the root)
		name  string // in the module tree
		depth int
		fi    fs.FileInfo // the directory's stat
		up    []fileID    // directories above, to stop symlink loops
	}
	count := 0
	queue := []queued{}
	if rootFI.IsDir() {
		queue = append(queue, queued{rel: "", name: root.name, fi: rootFI})
	}
	for len(queue) > 0 {
		e := queue[0]
		queue = queue[1:]
		if !opts.Recurse || (opts.RecurseLimit >= 0 && e.depth+1 > opts.RecurseLimit) {
			continue
		}
		display := root.display
		if e.rel != "" {
			display += "/" + e.rel
		}
		up := e.up
		if id, ok := idOf(e.fi); ok {
			for _, a := range up {
				if a == id {
					return nil, errServer("Too many levels of symbolic links - %s", display)
				}
			}
			up = append(up[:len(up):len(up)], id)
		}
		dir, err := root.t.sub(e.name)
		if err != nil {
			if isMissing(err) {
				continue // Fileset#directory? rescues ENOENT and EACCES
			}
			return nil, s.fileError(env, display, err)
		}
		names, err := readDirNames(dir)
		if err != nil {
			dir.close()
			return nil, s.fileError(env, display, err)
		}
		for _, n := range names {
			if ignored(n, opts.Ignore) {
				continue
			}
			rel, name := n, joinName(e.name, n)
			if e.rel != "" {
				rel = e.rel + "/" + n
			}
			count++
			if s.cfg.MaxEntries > 0 && count > s.cfg.MaxEntries {
				dir.close()
				return nil, errServer("The directory '%s' contains more than %d entries, the most this server lists in one request; serve a smaller directory or raise the file server's entry limit", root.display, s.cfg.MaxEntries)
			}
			// An entry that is not a link is described through its
			// directory; a link through the module root.
			fi, err := dir.lstat(n)
			t, tname := dir, n
			if err == nil && fi.Mode()&fs.ModeSymlink != 0 {
				t, tname = root.t, name
				if opts.Links == LinksFollow {
					fi, err = root.t.stat(name)
				}
			}
			add(rel, t, tname, fi, err)
			isDir := err == nil && fi.IsDir()
			if err != nil && !isMissing(err) && !isEscape(err) {
				dir.close()
				return nil, s.fileError(env, display+"/"+n, err)
			}
			if isDir {
				queue = append(queue, queued{rel: rel, name: name, depth: e.depth + 1, fi: fi, up: up})
			}
		}
		dir.close()
	}
	switch {
	case opts.MaxFiles > 0 && count > opts.MaxFiles:
		return nil, errServer("The directory '%s' contains %d entries, which exceeds the limit of %d specified by the max_files parameter for this resource. The limit may be increased, but be aware that large number of file resources can result in excessive resource consumption and degraded performance. Consider using an alternate method to manage large directory trees", root.display, count, opts.MaxFiles)
	case opts.MaxFiles == 0 && count > softMaxFiles:
		s.log.Warn().Str("environment", env).Str("path", root.display).Int("entries", count).
			Msgf("The directory '%s' contains %d entries, which exceeds the default soft limit %d and may cause excessive resource consumption and degraded performance. To remove this warning set a value for `max_files` parameter or consider using an alternate method to manage large directory trees", root.display, count, softMaxFiles)
	}
	if descErr != nil {
		return out, &walkError{descErr}
	}
	return out, nil
}

func readDirNames(t tree) ([]string, error) {
	f, err := t.open(".")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	names, err := f.Readdirnames(-1)
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	return names, nil
}

// ignored is Fileset's ignore?: the name matches one of the patterns.
func ignored(name string, patterns []string) bool {
	for _, p := range patterns {
		if fnmatch(p, name) {
			return true
		}
	}
	return false
}
