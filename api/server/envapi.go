package server

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"unicode/utf16"

	"github.com/go-chi/chi/v5"
	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/fileserve"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/settings"
	"github.com/punch-dev/punch/parser"
	"github.com/punch-dev/punch/parser/ast"

	"github.com/punch-dev/punch/compiler/util/plainjson"
)

const jsonUTF8 = "application/json;charset=utf-8"

// getEnvironments is GET /puppet/v3/environments: every environment with
// its modulepath, manifest, environment_timeout and config_version.
func (s *Server) getEnvironments(w http.ResponseWriter, r *http.Request) {
	names, err := s.envs.List()
	if err != nil {
		writeError(w, http.StatusInternalServerError, prefixed(http.StatusInternalServerError, err.Error()))
		return
	}
	type envSettings struct {
		ModulePath         []string `json:"modulepath"`
		Manifest           string   `json:"manifest"`
		EnvironmentTimeout any      `json:"environment_timeout"`
		ConfigVersion      string   `json:"config_version"`
	}
	var buf bytes.Buffer
	buf.WriteString(`{"search_paths":`)
	paths := s.envs.reg.SearchPaths()
	sp := make([]string, 0, len(paths)+1)
	for _, p := range paths {
		sp = append(sp, "file://"+p)
	}
	sp = append(sp, "data:text/plain,internal")
	b, _ := json.Marshal(sp)
	buf.Write(b)
	buf.WriteString(`,"environments":{`)
	first := true
	for _, name := range names {
		env, err := s.envs.instance(name)
		if err != nil {
			continue
		}
		c := env.Config()
		// Puppet Server lists the environment's full_modulepath: every
		// directory, whether it exists or not (QA-FORGE-17 S2)
		mp := append([]string{}, c.ModulePath...)
		var timeout any
		if c.Timeout.IsUnlimited() {
			timeout = "unlimited"
		} else {
			timeout = int64(c.Timeout.Duration().Seconds())
		}
		es := envSettings{ModulePath: mp, Manifest: c.Manifest, EnvironmentTimeout: timeout, ConfigVersion: c.ConfigVersion}
		if !first {
			buf.WriteByte(',')
		}
		first = false
		plainjson.AppendString(&buf, name)
		buf.WriteString(`:{"settings":`)
		b, _ := json.Marshal(es)
		buf.Write(b)
		buf.WriteString("}")
	}
	buf.WriteString("}}")
	writeJSON(w, http.StatusOK, jsonUTF8, buf.Bytes())
}

// envParam reads and checks the environment query parameter of the
// environment endpoints; it answers the request itself on failure.
func (s *Server) envParam(w http.ResponseWriter, r *http.Request, required bool) (string, bool) {
	q := r.URL.Query()
	env := q.Get("environment")
	if env == "" && !required {
		return "", true
	}
	if env == "" {
		writeText(w, http.StatusBadRequest, "An environment parameter must be specified")
		return "", false
	}
	if !settings.ValidEnvironmentName(env) {
		writeText(w, http.StatusBadRequest, "The environment must be purely alphanumeric, not '"+env+"'")
		return "", false
	}
	return env, true
}

func writeText(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "text/plain;charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write([]byte(msg))
}

// classesEntry caches one environment's environment_classes answer.
type classesEntry struct {
	body []byte
	etag string
}

// getEnvironmentClasses is GET /puppet/v3/environment_classes: the classes
// defined in the environment's manifests and modules, with their
// parameters, per file (Puppet Server's shape), with an Etag.
func (s *Server) getEnvironmentClasses(w http.ResponseWriter, r *http.Request) {
	name, ok := s.envParam(w, r, true)
	if !ok {
		return
	}
	env, err := s.envs.instance(name)
	if err != nil {
		writeEnvironmentError(w, name, err)
		return
	}
	s.classesMu.Lock()
	ce := s.classesCache[name]
	s.classesMu.Unlock()
	if ce == nil {
		body, err := s.environmentClasses(env)
		if err != nil {
			writeError(w, http.StatusInternalServerError, prefixed(http.StatusInternalServerError, err.Error()))
			return
		}
		sum := sha256.Sum256(body)
		ce = &classesEntry{body: body, etag: hex.EncodeToString(sum[:])}
		s.classesMu.Lock()
		s.classesCache[name] = ce
		s.classesMu.Unlock()
	}
	w.Header().Set("Etag", ce.etag)
	if inm := r.Header.Get("If-None-Match"); inm != "" && strings.Trim(inm, `"`) == ce.etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	writeJSON(w, http.StatusOK, jsonUTF8, ce.body)
}

// environmentClasses builds the environment_classes answer: the main
// manifest(s), then every module's manifests/**/*.pp.
func (s *Server) environmentClasses(env *environments.Instance) ([]byte, error) {
	var files []string
	man := env.Config().Manifest
	if st, err := os.Stat(man); err == nil {
		if st.IsDir() {
			files = append(files, globPP(man)...)
		} else {
			files = append(files, man)
		}
	}
	// The environment's modules as Puppet's Environment#modules has them:
	// a module whose metadata.json Puppet refuses (strict = error) is left
	// out here as in environment_modules and compiles (QA-SITE-7 S7-3).
	for _, m := range env.Modules() {
		files = append(files, globPP(filepath.Join(m.Path, "manifests"))...)
	}
	// Fields in the order of their names: Puppet Server writes every map
	// of the answer sorted by key (sort-nested-info-maps).
	type param struct {
		DefaultLiteral any    `json:"default_literal,omitempty"`
		DefaultSource  string `json:"default_source,omitempty"`
		Name           string `json:"name"`
		Type           string `json:"type,omitempty"`
	}
	type class struct {
		Name   string  `json:"name"`
		Params []param `json:"params"`
	}
	type file struct {
		Classes *[]class `json:"classes,omitempty"`
		Error   string   `json:"error,omitempty"`
		Path    string   `json:"path"`
	}
	out := struct {
		Files []file `json:"files"`
		Name  string `json:"name"`
	}{Files: []file{}, Name: env.Name()}
	seen := map[string]bool{}
	for _, f := range files {
		if seen[f] {
			continue
		}
		seen[f] = true
		prog, err := parser.ParseFile(f)
		if err != nil {
			out.Files = append(out.Files, file{Path: f, Error: err.Error()})
			continue
		}
		classes := []class{}
		for _, d := range prog.Definitions {
			cd, ok := d.(*ast.ClassDef)
			if !ok {
				continue
			}
			c := class{Name: cd.Name, Params: []param{}}
			for _, p := range cd.Params {
				pp := param{Name: p.Name}
				if p.Type != nil {
					pp.Type = typeString(sourceOf(prog, p.Type))
				}
				if p.Default != nil {
					pp.DefaultSource = sourceOf(prog, p.Default)
					pp.DefaultLiteral = literalOf(pp.DefaultSource)
				}
				c.Params = append(c.Params, pp)
			}
			classes = append(classes, c)
		}
		out.Files = append(out.Files, file{Path: f, Classes: &classes})
	}
	// Puppet Server lists the files sorted by path (master_core.clj's
	// class-info-from-jruby->class-info-for-json: sort-by :path, Java's
	// String order), not in modulepath order.
	sort.SliceStable(out.Files, func(i, j int) bool { return javaStringLess(out.Files[i].Path, out.Files[j].Path) })
	return plainjson.Marshal(out)
}

// javaStringLess is Java's a.compareTo(b) < 0: UTF-16 code units compared
// in order (a character above U+FFFF sorts before U+E000-U+FFFF, unlike
// Go's byte order).
func javaStringLess(a, b string) bool {
	return slices.Compare(utf16.Encode([]rune(a)), utf16.Encode([]rune(b))) < 0
}

// globPP lists the .pp files under dir, recursively, sorted.
func globPP(dir string) []string {
	var out []string
	_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if !d.IsDir() && strings.HasSuffix(p, ".pp") {
			out = append(out, p)
		}
		return nil
	})
	sort.Strings(out)
	return out
}

// sourceOf is the source text of an expression, as Puppet's locator
// extracts it (extract_tree_text).
func sourceOf(prog *ast.Program, e ast.Expr) string {
	sp := nodeSpan(e)
	if sp == nil {
		return ""
	}
	start, end := sp.Start.Offset, sp.End.Offset
	// Puppet's selector expression ends with the value of its last case:
	// the closing brace (and a trailing comma) are not part of it.
	if sel, ok := e.(*ast.Selector); ok && len(sel.Entries) > 0 {
		if last := nodeSpan(sel.Entries[len(sel.Entries)-1].Value); last != nil {
			end = last.End.Offset
		}
	}
	if start < 0 || end > len(prog.Source) || start > end {
		return ""
	}
	return string(prog.Source[start:end])
}

func nodeSpan(e ast.Expr) *ast.Span {
	if n, ok := e.(interface{ Loc() ast.Span }); ok {
		s := n.Loc()
		return &s
	}
	return nil
}

// typeString prints a parameter's type as Puppet's type parser does
// (unknown names become TypeReference['Name']); the source as written when
// it is not a plain type expression.
func typeString(src string) string {
	v, err := values.ParseValue(src, nil)
	if err != nil {
		return src
	}
	if t, ok := v.(values.Type); ok {
		return t.String()
	}
	return src
}

// literalOf is a default value that JSON can carry (strings, numbers,
// booleans, arrays and hashes of them with string keys), nil otherwise,
// as Puppet's JsonStrictLiteralEvaluator decides.
func literalOf(src string) any {
	if strings.Contains(src, "$") {
		return nil
	}
	v, err := values.ParseValue(src, nil)
	if err != nil {
		return nil
	}
	d, ok := jsonLiteral(v)
	if !ok {
		return nil
	}
	return d
}

func jsonLiteral(v values.Value) (any, bool) {
	switch x := v.(type) {
	case string, bool, int64, float64:
		return x, true
	case []values.Value:
		out := make([]any, len(x))
		for i, e := range x {
			d, ok := jsonLiteral(e)
			if !ok {
				return nil, false
			}
			out[i] = d
		}
		return out, true
	case *values.Hash:
		out := map[string]any{}
		ok := true
		x.Each(func(k, v values.Value) bool {
			ks, isStr := k.(string)
			if !isStr {
				ok = false
				return false
			}
			d, good := jsonLiteral(v)
			if !good {
				ok = false
				return false
			}
			out[ks] = d
			return true
		})
		return out, ok
	}
	return nil, false
}

// getEnvironmentModules is GET /puppet/v3/environment_modules: the modules
// of one environment, or of all of them, with their metadata versions.
func (s *Server) getEnvironmentModules(w http.ResponseWriter, r *http.Request) {
	name, ok := s.envParam(w, r, false)
	if !ok {
		return
	}
	type module struct {
		Name    string  `json:"name"`
		Version *string `json:"version"`
	}
	type envModules struct {
		Modules []module `json:"modules"`
		Name    string   `json:"name"`
	}
	one := func(env string) (*envModules, error) {
		mods, err := s.envs.ModuleDirs(env)
		if err != nil {
			return nil, err
		}
		out := &envModules{Modules: []module{}, Name: env}
		for _, m := range mods {
			out.Modules = append(out.Modules, moduleInfo(m))
		}
		return out, nil
	}
	var res any
	if name != "" {
		em, err := one(name)
		if err != nil {
			writeEnvironmentError(w, name, err)
			return
		}
		res = em
	} else {
		names, err := s.envs.List()
		if err != nil {
			writeError(w, http.StatusInternalServerError, prefixed(http.StatusInternalServerError, err.Error()))
			return
		}
		all := []*envModules{}
		for _, n := range names {
			em, err := one(n)
			if err != nil {
				continue
			}
			all = append(all, em)
		}
		res = all
	}
	b, _ := json.Marshal(res)
	writeJSON(w, http.StatusOK, jsonUTF8, b)
}

// moduleInfo reads a module's forge name and version from metadata.json,
// as Puppet's Module does: "author-name" becomes "author/name"; without
// metadata the name is the directory's and the version null.
func moduleInfo(m fileserve.Module) struct {
	Name    string  `json:"name"`
	Version *string `json:"version"`
} {
	out := struct {
		Name    string  `json:"name"`
		Version *string `json:"version"`
	}{Name: m.Name}
	b, err := os.ReadFile(filepath.Join(m.Path, "metadata.json"))
	if err != nil {
		return out
	}
	var md struct {
		Name    *string `json:"name"`
		Version *string `json:"version"`
	}
	if json.Unmarshal(b, &md) != nil {
		return out
	}
	if md.Name != nil && *md.Name != "" {
		out.Name = strings.ReplaceAll(*md.Name, "-", "/")
	}
	out.Version = md.Version
	return out
}

// deleteEnvironmentCache is DELETE /puppet-admin-api/v1/environment-cache
// [?environment=NAME]: forget cached environments; 204.
func (s *Server) deleteEnvironmentCache(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("environment")
	if name != "" && !settings.ValidEnvironmentName(name) {
		writeText(w, http.StatusBadRequest, "The environment must be purely alphanumeric, not '"+name+"'")
		return
	}
	by := "admin API"
	if c := peerCertname(r); c != "" {
		by += " (" + c + ")"
	}
	s.flushEnvironments(*zerolog.Ctx(r.Context()), name, by)
	w.WriteHeader(http.StatusNoContent)
}

// deleteJRubyPool is DELETE /puppet-admin-api/v1/jruby-pool: Puppet Server
// replaces its JRuby instances, and with them every environment and every
// module's Ruby code they had loaded; deploy tools (r10k hooks, Foreman)
// call it after new code lands. Punch has no JRuby pool: the same effect is
// flushing every environment (their parsed code and Ruby state go with
// them); 204 as Puppet Server answers (QA-SITE-4 S1).
func (s *Server) deleteJRubyPool(w http.ResponseWriter, r *http.Request) {
	by := "admin API jruby-pool flush"
	if c := peerCertname(r); c != "" {
		by += " (" + c + ")"
	}
	s.flushEnvironments(*zerolog.Ctx(r.Context()), "", by)
	w.WriteHeader(http.StatusNoContent)
}

// statusService is one service's status in /status/v1/services.
type statusService struct {
	ServiceVersion       string         `json:"service_version"`
	ServiceStatusVersion int            `json:"service_status_version"`
	DetailLevel          string         `json:"detail_level"`
	State                string         `json:"state"`
	Status               map[string]any `json:"status"`
	ActiveAlerts         []any          `json:"active_alerts"`
	ServiceName          string         `json:"service_name,omitempty"`
}

// Puppet Server's services, as its status service lists them.
var statusServiceNames = []string{"puppet-profiler", "jruby-metrics", "ca", "master", "server", "status-service"}

func (s *Server) serviceStatus(name, level string) (statusService, bool) {
	found := false
	for _, n := range statusServiceNames {
		if n == name {
			found = true
		}
	}
	if !found || (name == "ca" && s.cfg.CA == nil) {
		return statusService{}, false
	}
	st := statusService{ServiceVersion: "7.9.5", ServiceStatusVersion: 1, DetailLevel: level, State: "running",
		Status: map[string]any{}, ActiveAlerts: []any{}}
	if name == "status-service" {
		st.ServiceVersion = "1.1.1"
	}
	if level == "debug" && (name == "master" || name == "jruby-metrics") {
		st.Status = map[string]any{"experimental": map[string]any{
			"compiles_running": s.pool.running(),
			"compile_slots":    s.pool.capacity(),
			"queue_depth":      s.pool.queued(),
		}}
	}
	return st, true
}

func statusLevel(r *http.Request) (string, bool) {
	switch l := r.URL.Query().Get("level"); l {
	case "":
		return "info", true
	case "critical", "info", "debug":
		return l, true
	}
	return "", false
}

// statusServices is GET /status/v1/services.
func (s *Server) statusServices(w http.ResponseWriter, r *http.Request) {
	level, ok := statusLevel(r)
	if !ok {
		writeText(w, http.StatusBadRequest, "Invalid level: "+r.URL.Query().Get("level"))
		return
	}
	var buf bytes.Buffer
	buf.WriteByte('{')
	first := true
	for _, n := range statusServiceNames {
		st, ok := s.serviceStatus(n, level)
		if !ok {
			continue
		}
		if !first {
			buf.WriteByte(',')
		}
		first = false
		plainjson.AppendString(&buf, n)
		buf.WriteByte(':')
		b, _ := json.Marshal(st)
		buf.Write(b)
	}
	buf.WriteByte('}')
	writeJSON(w, http.StatusOK, jsonUTF8, buf.Bytes())
}

// statusService is GET /status/v1/services/{service}.
func (s *Server) statusService(w http.ResponseWriter, r *http.Request) {
	level, ok := statusLevel(r)
	if !ok {
		writeText(w, http.StatusBadRequest, "Invalid level: "+r.URL.Query().Get("level"))
		return
	}
	name := chi.URLParam(r, "service")
	st, ok := s.serviceStatus(name, level)
	if !ok {
		b, _ := json.Marshal(map[string]string{"type": "service-not-found", "message": "No status information found for service " + name})
		writeJSON(w, http.StatusNotFound, jsonUTF8, b)
		return
	}
	st.ServiceName = name
	b, _ := json.Marshal(st)
	writeJSON(w, http.StatusOK, jsonUTF8, b)
}

// statusSimple is GET /status/v1/simple[/{service}]: "running".
func (s *Server) statusSimple(w http.ResponseWriter, r *http.Request) {
	if name := chi.URLParam(r, "service"); name != "" {
		if _, ok := s.serviceStatus(name, "info"); !ok {
			writeText(w, http.StatusNotFound, "not found: "+name)
			return
		}
	}
	writeText(w, http.StatusOK, "running")
}

// writeEnvironmentError answers a request about environment name that
// could not be loaded as Puppet Server's environment APIs do: 404 "Could
// not find environment" for an unknown one, else a 500 with the error.
func writeEnvironmentError(w http.ResponseWriter, name string, err error) {
	if errors.Is(err, ErrUnknownEnvironment) {
		writeText(w, http.StatusNotFound, "Could not find environment '"+name+"'")
		return
	}
	writeError(w, http.StatusInternalServerError, prefixed(http.StatusInternalServerError, err.Error()))
}
