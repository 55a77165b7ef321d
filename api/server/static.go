package server

// Versioned code and static catalogs, as Puppet Server 7 has them when
// puppetserver.conf sets versioned-code's code-id-command and
// code-content-command (Config.VersionedCode):
//   - before each catalog compile (v3 and v4) the code-id-command runs with
//     the environment's name; its output, trailing newlines removed, is the
//     catalog's code_id (Puppet Server's request-handler-core with-code-id:
//     a code_id the request gave is replaced);
//   - when the agent asks for a static catalog (static_catalog=true), the
//     environment's static_catalogs is true and there is a code id, the
//     catalog carries the metadata of the files its File resources source
//     from modules of the environment (Puppet's catalog compiler terminus,
//     inline_metadata), so the agent asks no file_metadata and fetches
//     content from /puppet/v3/static_file_content at the catalog's code id;
//   - /puppet/v3/static_file_content/<module path> runs the
//     code-content-command with the environment, the code id and the path
//     and answers its output.
// Without versioned-code every catalog has "code_id": null and is not
// static, Puppet Server's default.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/fileserve"
	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/util/execution"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/settings"

	"github.com/punch-dev/punch/compiler/util/plainjson"
)

// staticPlan says how a compile's catalog is made static: checksumType is
// the checksum type agreed with the agent, "" when the catalog is not
// static.
type staticPlan struct {
	checksumType string
}

// Limits on what the versioned-code commands print: a code id is a short
// name; file content is held in memory until the command has exited
// (Puppet Server reports a failed command as an error, so the answer
// cannot start before), so a larger file is refused rather than risk the
// server's memory.
const (
	maxCodeIDOutput  = 64 << 10
	maxStaticContent = 256 << 20
	maxCommandStderr = 8 << 10
)

// validCodeID is Puppet Server's code-id schema (puppetserver common.clj):
// alphanumerics, '-', '_', ';' and ':' only.
var invalidCodeIDChar = regexp.MustCompile(`[^_\-:;a-zA-Z0-9]`)

// staticFilePath is the path a /static_file_content request may name
// (master-core valid-static-file-path?): a file below a module's files,
// tasks, scripts or lib directory of the environment.
var staticFilePath = regexp.MustCompile(`^[^/]+/[^/]+/(files|tasks|scripts|lib)/.+$`)

// staticPrepare runs before a compile: the catalog's code id, and whether
// (and with which checksum type) the catalog is made static.
func (s *Server) staticPrepare(ctx context.Context, job *compileJob, env *environments.Instance) (*string, staticPlan, error) {
	vc := s.cfg.VersionedCode
	if vc.CodeIDCommand == "" {
		return nil, staticPlan{}, nil
	}
	id, err := s.currentCodeID(ctx, env.Name())
	if err != nil {
		return nil, staticPlan{}, err
	}
	// An empty id (the command printed nothing) is still a code id: Puppet
	// Server passes "" on, the catalog says "code_id": "", and Puppet's
	// compiler terminus tests options[:code_id], which "" passes in Ruby.
	codeID := &id
	if !job.static || (env.Config() != nil && !env.Config().StaticCatalogs) {
		return codeID, staticPlan{}, nil
	}
	ct := commonChecksumType(job.checksumType)
	if ct == "" {
		// Puppet's message interpolates its list of symbols (Array#to_s).
		known := make([]string, len(fileserve.ChecksumTypes))
		for i, t := range fileserve.ChecksumTypes {
			known[i] = ":" + t
		}
		return codeID, staticPlan{}, fmt.Errorf("Unable to find a common checksum type between agent '%s' and master '[%s]'.",
			job.checksumType, strings.Join(known, ", "))
	}
	return codeID, staticPlan{checksumType: ct}, nil
}

// commonChecksumType is the first of the agent's checksum types
// ("sha256.md5", its checksum_type parameter) that Puppet knows; "" for
// none (Puppet's common_checksum_type).
func commonChecksumType(agent string) string {
	if agent == "" {
		return ""
	}
	for _, t := range strings.Split(agent, ".") {
		for _, k := range fileserve.ChecksumTypes {
			if t == k {
				return t
			}
		}
	}
	return ""
}

// currentCodeID runs the code-id-command for env as Puppet Server's
// versioned-code service does: its standard output with trailing newlines
// removed; a non-zero exit or an id with other characters than Puppet
// Server allows is an error; standard error output is logged.
func (s *Server) currentCodeID(ctx context.Context, env string) (string, error) {
	cmd := s.cfg.VersionedCode.CodeIDCommand
	res, err := runVersionedCode(ctx, cmd, maxCodeIDOutput, env)
	if err != nil {
		return "", err
	}
	if res.Stderr != "" {
		zerolog.Ctx(ctx).Error().Str("code_id_command", cmd).Str("environment", env).
			Msgf("Error output generated while running '%s'. stderr: '%s'", cmd, res.Stderr)
	}
	id := strings.TrimRight(string(res.Output), "\r\n")
	if invalidCodeIDChar.MatchString(id) {
		return "", fmt.Errorf("Invalid code-id '%s'. Must contain only alpha-numerics and '-', '_', ';', or ':'", id)
	}
	return id, nil
}

// runVersionedCode runs one of the versioned-code commands with args, as
// Puppet Server's shell-utils does (the program itself, no shell, the
// server's environment), and words a failure as Puppet Server does.
func runVersionedCode(ctx context.Context, cmd string, maxOutput int, args ...string) (execution.Result, error) {
	res, err := execution.Run(ctx, execution.Spec{
		Path: cmd, Args: append([]string{cmd}, args...), Env: os.Environ(),
		MaxOutput: maxOutput, MaxStderr: maxCommandStderr,
	})
	switch {
	case err != nil:
		return res, fmt.Errorf("Running script generated an error. Command executed: '%s', error generated: '%v'", cmd, err)
	case ctx.Err() != nil:
		return res, ctx.Err()
	case res.Overflow:
		return res, fmt.Errorf("Running script generated an error. Command executed: '%s', error generated: 'it printed more than %d bytes'", cmd, maxOutput)
	case res.Status != 0:
		return res, fmt.Errorf("Non-zero exit code returned while running '%s'. exit-code: '%d', stdout: '%s', stderr: '%s'",
			cmd, res.Status, res.Output, res.Stderr)
	}
	return res, nil
}

// inlineMetadata adds to cat the metadata of the files its File resources
// source with puppet: URLs from the modules of env's directory, as Puppet's
// catalog compiler terminus does for a static catalog (inline_metadata):
// a recursive resource's metadata by source in RecursiveMetadata, any
// other's in Metadata. A source outside the environment's modules is left
// to the agent; a file resource none of whose sources exists fails the
// compile ("Could not get metadata for ...").
func (s *Server) inlineMetadata(env *environments.Instance, cat *catalog.Catalog, node string, plan staticPlan) error {
	// Puppet compares with the environment's directory resolved
	// (Puppet::Environments::Directories.real_path), while the files'
	// paths keep the directory as found on the environmentpath: an
	// environment reached through a symbolic link inlines nothing, as in
	// Puppet.
	envPath := env.Dir()
	if r, err := filepath.EvalSymlinks(envPath); err == nil {
		envPath = r
	}
	inEnv := func(path string) bool { return inEnvironmentFiles(path, envPath) }
	for _, r := range cat.Resources {
		if r.Type != "File" || r.Virtual {
			continue
		}
		sources, ok := inlineableSources(r)
		if !ok {
			continue
		}
		opts := fileserve.Options{
			Links:             fileserve.Links(paramText(r, "links", string(fileserve.LinksManage))),
			ChecksumType:      paramText(r, "checksum", plan.checksumType),
			SourcePermissions: paramText(r, "source_permissions", fileserve.SourcePermissionsIgnore),
			RecurseLimit:      -1,
		}
		switch rec := paramText(r, "recurse", ""); rec {
		case "true", "remote":
			opts.Recurse = true
			if v, ok := paramInt(r, "recurselimit"); ok {
				opts.RecurseLimit = v
			}
			if v, ok := paramInt(r, "max_files"); ok {
				opts.MaxFiles = v
			}
			opts.Ignore = paramTexts(r, "ignore")
			m, err := s.recursiveMetadata(env.Name(), node, r, sources, opts, envPath, inEnv)
			if err != nil {
				return err
			}
			if m != nil {
				cat.RecursiveMetadata = append(cat.RecursiveMetadata, catalog.RawMember{Key: r.Title, JSON: m})
			}
		default:
			m, err := s.singleMetadata(env.Name(), node, r, sources, opts, envPath, inEnv)
			if err != nil {
				return err
			}
			if m != nil {
				cat.Metadata = append(cat.Metadata, catalog.RawMember{Key: r.Title, JSON: m})
			}
		}
	}
	return nil
}

// inEnvironmentFiles reports whether path holds envPath followed by
// /MODULEDIR/MODULE/files/SOMETHING, anywhere in it: Puppet's
// inlineable_metadata? matches the unanchored regexp
// %r{#{environment_path}/[^/]+/[^/]+/files/.+}. Puppet interpolates the
// path into the regexp unescaped, so a '.' in it matches any character
// there; Punch takes the path literally, which is what the directory
// names mean (the two differ only for a path that is not the
// environment's).
func inEnvironmentFiles(path, envPath string) bool {
	prefix := envPath + "/"
	for from := 0; ; {
		i := strings.Index(path[from:], prefix)
		if i < 0 {
			return false
		}
		rest := path[from+i+len(prefix):]
		// [^/]+/[^/]+/files/.+ : two non-empty names, then files/ and at
		// least one character that is not a newline.
		if a := strings.IndexByte(rest, '/'); a > 0 {
			if b := strings.IndexByte(rest[a+1:], '/'); b > 0 {
				tail := rest[a+1+b+1:]
				if strings.HasPrefix(tail, "files/") && len(tail) > len("files/") && tail[len("files/")] != '\n' {
					return true
				}
			}
		}
		from += i + 1
	}
}

// inlinedMetadata is a file's metadata as a static catalog carries it:
// Puppet's metadata fields, then content_uri, then (for a file that is not
// part of a recursion) the source it was found at.
type inlinedMetadata struct {
	*fileserve.Metadata
	ContentURI string `json:"content_uri"`
	Source     string `json:"source,omitempty"`
}

func (s *Server) singleMetadata(env, node string, r *catalog.Resource, sources []string, opts fileserve.Options, envPath string, inEnv func(string) bool) ([]byte, error) {
	for _, src := range sources {
		u, key, err := sourceKey(src)
		if err != nil {
			return nil, err
		}
		md, err := s.files.MetadataFor(env, key, node, opts)
		if notFound(err) {
			continue
		}
		if err != nil {
			return nil, err
		}
		if !strings.HasPrefix(u.Path, "/modules/") || !inEnv(md.Path) {
			return nil, nil // the agent asks for it itself
		}
		return plainjson.Marshal(inlinedMetadata{Metadata: md, ContentURI: contentURI(u, md.Path, envPath), Source: src})
	}
	return nil, fmt.Errorf("Could not get metadata for %s", sourceText(r))
}

func (s *Server) recursiveMetadata(env, node string, r *catalog.Resource, sources []string, opts fileserve.Options, envPath string, inEnv func(string) bool) ([]byte, error) {
	first := paramText(r, "sourceselect", "first") == "first"
	var bySource bytes.Buffer
	n := 0
	for _, src := range sources {
		u, key, err := sourceKey(src)
		if err != nil {
			return nil, err
		}
		list, err := s.files.MetadatasFor(env, key, node, opts)
		if notFound(err) {
			continue
		}
		if err != nil {
			return nil, err
		}
		var base *fileserve.Metadata
		for _, md := range list {
			if md.RelativePath != nil && *md.RelativePath == "." {
				base = md
				break
			}
		}
		if base == nil || !strings.HasPrefix(u.Path, "/modules/") || !inEnv(base.Path) {
			return nil, nil // one source outside the environment: none inlined
		}
		baseURI := contentURI(u, base.Path, envPath)
		items := make([]inlinedMetadata, len(list))
		for i, md := range list {
			items[i] = inlinedMetadata{Metadata: md, ContentURI: baseURI}
			if rel := md.RelativePath; rel != nil && *rel != "." {
				items[i].ContentURI = baseURI + "/" + *rel
			}
		}
		b, err := plainjson.Marshal(items)
		if err != nil {
			return nil, err
		}
		if n > 0 {
			bySource.WriteByte(',')
		}
		plainjson.AppendString(&bySource, src)
		bySource.WriteByte(':')
		bySource.Write(b)
		n++
		if first {
			break
		}
	}
	if n == 0 {
		return nil, nil
	}
	return append(append([]byte{'{'}, bySource.Bytes()...), '}'), nil
}

// inlineableSources are r's sources when Puppet inlines their metadata
// (inlineable?): r is not absent and has sources, all puppet: URLs, with
// trailing slashes removed (the source parameter's normalize).
func inlineableSources(r *catalog.Resource) ([]string, bool) {
	if paramText(r, "ensure", "") == "absent" {
		return nil, false
	}
	v, ok := r.Param("source")
	if !ok || v == nil {
		return nil, false
	}
	var list []values.Value
	if a, isList := v.([]values.Value); isList {
		list = a
	} else {
		list = []values.Value{v}
	}
	var out []string
	for _, e := range list {
		if e == nil {
			continue
		}
		s, isStr := e.(string)
		if !isStr || !strings.HasPrefix(s, "puppet:") {
			return nil, false
		}
		out = append(out, strings.TrimRight(s, "/"))
	}
	return out, len(out) > 0
}

// sourceKey parses a puppet: source into its URL and the file server's
// key (the path without its leading slash).
func sourceKey(src string) (*url.URL, string, error) {
	u, err := url.Parse(src)
	if err != nil {
		return nil, "", fmt.Errorf("Could not understand source %s: %v", src, err)
	}
	return u, strings.TrimPrefix(u.Path, "/"), nil
}

// contentURI is where the agent fetches a file of a static catalog: its
// path relative to the environment's directory, on the source's server
// and port (Puppet's get_content_uri).
func contentURI(u *url.URL, fullPath, envPath string) string {
	rel, err := filepath.Rel(envPath, fullPath)
	if err != nil {
		rel = fullPath
	}
	hostPort := u.Hostname()
	if p := u.Port(); p != "" {
		hostPort += ":" + p
	}
	return "puppet://" + hostPort + "/" + filepath.ToSlash(rel)
}

func notFound(err error) bool {
	var fe *fileserve.Error
	return errors.As(err, &fe) && fe.Status == http.StatusNotFound
}

// sourceText is r's source as Puppet interpolates it in a message (an
// Array's to_s for several).
func sourceText(r *catalog.Resource) string {
	v, _ := r.Param("source")
	if a, ok := v.([]values.Value); ok {
		parts := make([]string, len(a))
		for i, e := range a {
			parts[i] = strconv.Quote(fmt.Sprint(e))
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	return fmt.Sprint(v)
}

// paramText is a parameter's value as text (a string, or a boolean or
// number's text), def when r does not have it.
func paramText(r *catalog.Resource, name, def string) string {
	v, ok := r.Param(name)
	if !ok || v == nil {
		return def
	}
	switch v := v.(type) {
	case string:
		return v
	case bool:
		return strconv.FormatBool(v)
	case int64:
		return strconv.FormatInt(v, 10)
	}
	return def
}

func paramInt(r *catalog.Resource, name string) (int, bool) {
	n, err := strconv.Atoi(paramText(r, name, ""))
	return n, err == nil
}

func paramTexts(r *catalog.Resource, name string) []string {
	v, ok := r.Param(name)
	if !ok || v == nil {
		return nil
	}
	if a, isList := v.([]values.Value); isList {
		var out []string
		for _, e := range a {
			if s, isStr := e.(string); isStr {
				out = append(out, s)
			}
		}
		return out
	}
	if s, isStr := v.(string); isStr {
		return []string{s}
	}
	return nil
}

// getStaticFileContent answers GET /puppet/v3/static_file_content/<path>
// ?environment=E&code_id=C as Puppet Server's master-core does: the
// code-content-command's output for the environment, code id and path.
func (s *Server) getStaticFileContent(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	env, codeID := q.Get("environment"), q.Get("code_id")
	path, err := url.PathUnescape(chi.URLParam(r, "*"))
	if err != nil {
		path = ""
	}
	plain := func(status int, msg string) {
		w.Header().Set("Content-Type", "text/plain")
		w.WriteHeader(status)
		fmt.Fprint(w, msg)
	}
	switch {
	case env == "" || codeID == "" || path == "":
		plain(http.StatusBadRequest, "Error: A /static_file_content request requires an environment, a code-id, and a file-path")
		return
	case !settings.ValidEnvironmentName(env):
		plain(http.StatusBadRequest, fmt.Sprintf("The environment must be purely alphanumeric, not '%s'", env))
		return
	case invalidCodeIDChar.MatchString(codeID):
		plain(http.StatusBadRequest, fmt.Sprintf("Invalid code-id '%s'. Must contain only alpha-numerics and '-', '_', ';', or ':'", codeID))
		return
	case !staticFilePath.MatchString(path) || dotSegment(path):
		// (Punch's router already refuses . and .. segments, encoded or
		// not, as Jetty normalises them away before Puppet Server's
		// handler; checked again here because the path goes to a command
		// that would read outside the module.)
		plain(http.StatusForbidden, "Request Denied: A /static_file_content request must be a file within the files, lib, scripts, or tasks directory of a module.")
		return
	}
	cmd := s.cfg.VersionedCode.CodeContentCommand
	log := zerolog.Ctx(r.Context())
	if cmd == "" {
		log.Error().Str("environment", env).Str("path", path).
			Msg("an agent asked for static file content but puppetserver.conf sets no versioned-code.code-content-command; set both versioned-code commands or none")
		plain(http.StatusInternalServerError, `Cannot retrieve code content because the "versioned-code.code-content-command" setting is not present in configuration.`)
		return
	}
	res, err := runVersionedCode(r.Context(), cmd, maxStaticContent, env, codeID, path)
	if err != nil {
		log.Error().Err(err).Str("environment", env).Str("code_id", codeID).Str("path", path).
			Msg("the code-content-command failed; the agent was sent the error (check the command and that the code id exists)")
		plain(http.StatusInternalServerError, err.Error())
		return
	}
	if res.Stderr != "" {
		log.Error().Str("code_content_command", cmd).
			Msgf("Error output generated while running '%s'. stderr: '%s'", cmd, res.Stderr)
	}
	w.Header().Set("Content-Type", "application/octet-stream")
	w.Header().Set("Content-Length", strconv.Itoa(len(res.Output)))
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(res.Output)
}

func dotSegment(path string) bool {
	for _, seg := range strings.Split(path, "/") {
		if seg == "." || seg == ".." {
			return true
		}
	}
	return false
}
