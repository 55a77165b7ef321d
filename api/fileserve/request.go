package fileserve

import (
	"math"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/hexval"
)

// Endpoint is one of the three file-serving endpoints.
type Endpoint string

// The file-serving endpoints, named as in their URLs.
const (
	FileMetadata  Endpoint = "file_metadata"
	FileMetadatas Endpoint = "file_metadatas"
	FileContent   Endpoint = "file_content"
)

// indirection is the name Puppet uses for the endpoint in its messages.
func (e Endpoint) indirection() string {
	if e == FileMetadatas {
		return "file_metadata"
	}
	return string(e)
}

func (e Endpoint) valid() bool {
	return e == FileMetadata || e == FileMetadatas || e == FileContent
}

// Request is a decoded file-serving URL path.
type Request struct {
	Endpoint Endpoint
	// Key is the normalised, decoded part after the endpoint, as Puppet
	// names it in messages: "modules/apache/conf/httpd.conf".
	Key string
	// Mount is the key's first segment: "modules", "plugins", ...
	Mount string
	// Rest is the key after the mount and its slash ("" when none).
	Rest string
}

const apiPrefix = "/puppet/v3/"

var mountNameRE = regexp.MustCompile(`^[-A-Za-z0-9_]+$`)

// ParsePath decodes the escaped URL path of a file-serving request
// ("/puppet/v3/file_metadata/modules/apache/httpd.conf"), normalising it the
// way Puppet Server (Jetty and trapperkeeper-authorization) does before
// Puppet sees it:
//
//   - ";parameters" are cut from each raw segment (Jetty path parameters);
//   - %XX escapes are decoded, %2F included; a malformed escape or a decoded
//     NUL byte is a 400;
//   - a "." or ".." segment after decoding is a 400 ("Invalid relative path
//     (.. or .) in: ...");
//   - runs of slashes collapse to one; a trailing slash is kept.
//
// The mount name must match Puppet's ^[-\w]+$. ParsePath never touches the
// file system; errors are *Error values.
func ParsePath(escapedPath string) (Request, error) {
	decoded, err := decodePath(escapedPath)
	if err != nil {
		return Request{}, err
	}
	segs := strings.Split(decoded, "/")
	kept := segs[:0:0]
	for _, s := range segs {
		if s == "." || s == ".." {
			return Request{}, errPlain(400, "Invalid relative path (.. or .) in: %s", decoded)
		}
		if s != "" {
			kept = append(kept, s)
		}
	}
	normalised := "/" + strings.Join(kept, "/")
	if len(kept) > 0 && strings.HasSuffix(decoded, "/") {
		normalised += "/"
	}
	if !strings.HasPrefix(normalised, apiPrefix) {
		return Request{}, errNotFound(IssueRuntimeError, "No route for GET %s", normalised)
	}
	rest := normalised[len(apiPrefix):]
	endpoint, key, _ := strings.Cut(rest, "/")
	ep := Endpoint(endpoint)
	if !ep.valid() {
		return Request{}, errNotFound(IssueRuntimeError, "No route for GET %s", normalised)
	}
	if key == "" {
		return Request{}, errBadRequest("No request key specified in %s%s/", apiPrefix, endpoint)
	}
	mount, after, _ := strings.Cut(key, "/")
	if !mountNameRE.MatchString(mount) {
		return Request{}, errBadRequest("Cannot find file: Invalid mount '%s'", mount)
	}
	return Request{Endpoint: ep, Key: key, Mount: mount, Rest: after}, nil
}

// decodePath strips Jetty path parameters and percent-decodes.
func decodePath(escaped string) (string, error) {
	var b strings.Builder
	b.Grow(len(escaped))
	inParam := false
	for i := 0; i < len(escaped); i++ {
		c := escaped[i]
		switch {
		case c == '/':
			inParam = false
			b.WriteByte('/')
		case inParam:
			// skip the path parameter
		case c == ';':
			inParam = true
		case c == '%':
			d, ok := byte(0), false
			if i+2 < len(escaped) {
				d, ok = hexval.Byte(escaped[i+1], escaped[i+2])
			}
			if !ok {
				return "", errPlain(400, "Bad Request: malformed percent-encoding in URL path %q", escaped)
			}
			if d == 0 {
				return "", errPlain(400, "Bad Request: NUL byte in URL path %q", escaped)
			}
			b.WriteByte(d)
			i += 2
		case c == 0:
			return "", errPlain(400, "Bad Request: NUL byte in URL path %q", escaped)
		default:
			b.WriteByte(c)
		}
	}
	out := b.String()
	if !utf8.ValidString(out) {
		// Jetty falls back to ISO-8859-1 when the bytes are not UTF-8.
		r := make([]rune, len(out))
		for i := 0; i < len(out); i++ {
			r[i] = rune(out[i])
		}
		out = string(r)
	}
	return out, nil
}

// Links says how symbolic links are treated.
type Links string

// The two ways of treating links.
const (
	// LinksManage reports a link as a link (lstat), with its destination.
	LinksManage Links = "manage"
	// LinksFollow reports what the link points to (stat).
	LinksFollow Links = "follow"
)

// Source permission modes (the file type's source_permissions).
const (
	SourcePermissionsIgnore          = "ignore"
	SourcePermissionsUse             = "use"
	SourcePermissionsUseWhenCreating = "use_when_creating"
)

// Options are a request's query options.
type Options struct {
	// Links: LinksManage (the default) or LinksFollow.
	Links Links
	// ChecksumType is one of ChecksumTypes.
	ChecksumType string
	// SourcePermissions: "ignore" (the default: owner and group are the
	// server's, mode 0644), "use" or "use_when_creating" (the file's own).
	SourcePermissions string
	// Recurse: file_metadatas descends into directories.
	Recurse bool
	// RecurseLimit is the depth limit when Recurse; -1 means no limit.
	RecurseLimit int
	// MaxFiles: 0 (the default) warns above 1000 entries, -1 means no
	// limit, n > 0 fails a recursion finding more than n entries.
	MaxFiles int
	// Ignore holds Ruby File.fnmatch patterns; an entry whose name matches
	// one is skipped and not descended into.
	Ignore []string
}

// ChecksumTypes lists the checksum types Puppet 7 knows, in Puppet's order.
var ChecksumTypes = []string{"sha256", "sha256lite", "md5", "md5lite", "sha1", "sha1lite", "sha512", "sha384", "sha224", "mtime", "ctime", "none"}

// DefaultChecksumType is Puppet 7's default digest_algorithm.
const DefaultChecksumType = "sha256"

func validChecksumType(t string) bool {
	for _, c := range ChecksumTypes {
		if c == t {
			return true
		}
	}
	return false
}

// Ruby's /\A\w+\Z/ (\Z allows one final newline).
var envNameRE = regexp.MustCompile(`^[A-Za-z0-9_]+\n?$`)
var digitsRE = regexp.MustCompile(`^[0-9]+$`)

// ParseRawQuery parses a raw query string (r.URL.RawQuery) and then calls
// ParseQuery.
func ParseRawQuery(ep Endpoint, rawQuery, defaultChecksum string) (string, Options, error) {
	q, err := url.ParseQuery(rawQuery)
	if err != nil {
		return "", Options{}, errBadRequest("malformed query string: %v", err)
	}
	return ParseQuery(ep, q, defaultChecksum)
}

// ParseQuery validates a request's query parameters for endpoint ep and
// returns the environment name and the options, applying Puppet's defaults
// (links manage, checksum defaultChecksum, source_permissions ignore, no
// recursion). Like Puppet, each endpoint reads only the parameters it uses;
// file_content ignores checksum_type and source_permissions (Puppet answers
// them with a 500). Invalid values are 400s with Puppet's wording where
// Puppet has one (Puppet itself answers most of them with a 500).
func ParseQuery(ep Endpoint, q url.Values, defaultChecksum string) (string, Options, error) {
	if defaultChecksum == "" {
		defaultChecksum = DefaultChecksumType
	}
	opts := Options{Links: LinksManage, ChecksumType: defaultChecksum, SourcePermissions: SourcePermissionsIgnore, RecurseLimit: -1}

	envs, ok := q["environment"]
	if !ok {
		if ep == FileMetadatas || ep == FileContent {
			// Puppet Server's Clojure layer answers these two before
			// Puppet sees them (checked with Puppet Server 7.9.5).
			return "", opts, &Error{Status: 400, Plain: true, PlainType: "text/plain",
				Message: "A " + string(ep) + " request must include an `environment` or `versioned_project` query parameter."}
		}
		return "", opts, errBadRequest("An environment parameter must be specified")
	}
	if len(envs) != 1 {
		return "", opts, errBadRequest("The environment parameter was given %d times; give it once", len(envs))
	}
	env := envs[0]
	if !envNameRE.MatchString(env) {
		return "", opts, errBadRequest("The environment must be purely alphanumeric, not '%s'", env)
	}

	single := func(name string) (string, bool, error) {
		vs, ok := q[name]
		if !ok {
			return "", false, nil
		}
		if len(vs) != 1 {
			return "", true, errBadRequest("The %s parameter was given %d times; give it once", name, len(vs))
		}
		return vs[0], true, nil
	}

	if v, ok, err := single("links"); err != nil {
		return "", opts, err
	} else if ok {
		switch {
		case v == "manage" || v == "follow":
			opts.Links = Links(v)
		case v == "ignore" && ep != FileMetadatas:
			// Puppet::FileServing::Base#links= maps ignore to manage; the
			// Fileset behind file_metadatas does not.
			opts.Links = LinksManage
		case ep == FileMetadatas:
			return "", opts, errBadRequest("Invalid :links value '%s'", v)
		default:
			return "", opts, errBadRequest(":links can only be set to :manage or :follow")
		}
	}

	if ep == FileContent {
		return env, opts, nil
	}

	if v, ok, err := single("checksum_type"); err != nil {
		return "", opts, err
	} else if ok {
		if !validChecksumType(v) {
			return "", opts, errBadRequest("Unsupported checksum type %s", v)
		}
		opts.ChecksumType = v
	}
	if v, ok, err := single("source_permissions"); err != nil {
		return "", opts, err
	} else if ok {
		switch v {
		case SourcePermissionsIgnore, SourcePermissionsUse, SourcePermissionsUseWhenCreating:
			opts.SourcePermissions = v
		default:
			return "", opts, errBadRequest("Unsupported source_permission %s", v)
		}
	}

	if ep != FileMetadatas {
		return env, opts, nil
	}

	if v, ok, err := single("recurse"); err != nil {
		return "", opts, err
	} else if ok {
		// Puppet's Fileset: "false" is false, a number is refused, and any
		// other value (true, remote, "") is true.
		switch {
		case v == "false":
			opts.Recurse = false
		case digitsRE.MatchString(v):
			return "", opts, errBadRequest("Fileset recurse parameter must not be a number anymore, please use recurselimit")
		default:
			opts.Recurse = true
		}
	}
	if v, ok, err := single("recurselimit"); err != nil {
		return "", opts, err
	} else if ok {
		n, valid := parseCount(v)
		switch {
		case valid:
			opts.RecurseLimit = n
		case opts.Recurse:
			// Puppet only looks at recurselimit while recursing (and then
			// fails with a 500 comparing a String with an Integer).
			return "", opts, errBadRequest("recurselimit must be a non-negative integer, not '%s'", v)
		}
	}
	if v, ok, err := single("max_files"); err != nil {
		return "", opts, err
	} else if ok {
		n, valid := parseCount(v)
		switch {
		case valid:
			opts.MaxFiles = n
		case v == "-1":
			opts.MaxFiles = -1
		default:
			return "", opts, errBadRequest("max_files must be -1, 0 or a positive integer, not '%s'", v)
		}
	}
	for _, p := range q["ignore"] {
		if strings.IndexByte(p, 0) >= 0 {
			return "", opts, errBadRequest("ignore pattern %q contains a NUL byte", p)
		}
		opts.Ignore = append(opts.Ignore, p)
	}
	return env, opts, nil
}

// parseCount parses Puppet's /^\d+$/ integers, saturating huge values.
func parseCount(v string) (int, bool) {
	if !digitsRE.MatchString(v) {
		return 0, false
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return math.MaxInt, true
	}
	return n, true
}
