package fileserve

import (
	"errors"
	"net/url"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestParsePath(t *testing.T) {
	ok := []struct {
		path string
		want Request
	}{
		{"/puppet/v3/file_metadata/modules/alpha/hello.txt", Request{FileMetadata, "modules/alpha/hello.txt", "modules", "alpha/hello.txt"}},
		{"/puppet/v3/file_metadatas/plugins", Request{FileMetadatas, "plugins", "plugins", ""}},
		{"/puppet/v3/file_metadatas/plugins/", Request{FileMetadatas, "plugins/", "plugins", ""}},
		{"/puppet/v3/file_content/modules/alpha/", Request{FileContent, "modules/alpha/", "modules", "alpha/"}},
		{"/puppet/v3/file_metadata//modules//alpha///x", Request{FileMetadata, "modules/alpha/x", "modules", "alpha/x"}},
		{"/puppet/v3/file_metadata/modules/alpha/with%20space", Request{FileMetadata, "modules/alpha/with space", "modules", "alpha/with space"}},
		{"/puppet/v3/file_metadata/modules/alpha/a+b", Request{FileMetadata, "modules/alpha/a+b", "modules", "alpha/a+b"}},
		{"/puppet/v3/file_metadata/modules/alpha/sub%2Fx", Request{FileMetadata, "modules/alpha/sub/x", "modules", "alpha/sub/x"}},
		{"/puppet/v3/file_metadata/modules/alpha/a%3Bb", Request{FileMetadata, "modules/alpha/a;b", "modules", "alpha/a;b"}},
		{"/puppet/v3/file_metadata/modules/alpha/a;b", Request{FileMetadata, "modules/alpha/a", "modules", "alpha/a"}},
		{"/puppet/v3/file_metadata/modules;p/alpha;q/x;r", Request{FileMetadata, "modules/alpha/x", "modules", "alpha/x"}},
		{"/puppet/v3/file_metadata/modules/alpha/%2ehidden", Request{FileMetadata, "modules/alpha/.hidden", "modules", "alpha/.hidden"}},
		{"/puppet/v3/file_metadata/modules/alpha/...", Request{FileMetadata, "modules/alpha/...", "modules", "alpha/..."}},
		{"/puppet/v3/file_metadata/modules/alpha/%252e%252e", Request{FileMetadata, "modules/alpha/%2e%2e", "modules", "alpha/%2e%2e"}},
		{"/puppet/v3/file_metadata/modules/alpha/%C3%BC", Request{FileMetadata, "modules/alpha/ü", "modules", "alpha/ü"}},
		// Not UTF-8: Jetty reads the bytes as ISO-8859-1.
		{"/puppet/v3/file_metadata/modules/alpha/%C0%AE", Request{FileMetadata, "modules/alpha/À®", "modules", "alpha/À®"}},
		{"/puppet/v3/file_metadata/my-mount_2/x", Request{FileMetadata, "my-mount_2/x", "my-mount_2", "x"}},
	}
	for _, c := range ok {
		got, err := ParsePath(c.path)
		if err != nil {
			t.Errorf("ParsePath(%q): %v", c.path, err)
			continue
		}
		if got != c.want {
			t.Errorf("ParsePath(%q) = %+v, want %+v", c.path, got, c.want)
		}
	}
}

// hostilePaths must never parse into a request; with the status Puppet
// Server gives (or ours where Puppet answers 500; see docs/fileserving.md).
var hostilePaths = []struct {
	path   string
	status int
	msg    string
}{
	{"/puppet/v3/file_metadata/modules/alpha/../beta", 400, "Invalid relative path (.. or .) in: /puppet/v3/file_metadata/modules/alpha/../beta"},
	{"/puppet/v3/file_metadata/modules/alpha/..", 400, "Invalid relative path"},
	{"/puppet/v3/file_metadata/modules/alpha/.", 400, "Invalid relative path"},
	{"/puppet/v3/file_metadata/modules/alpha/./x", 400, "Invalid relative path"},
	{"/puppet/v3/file_metadata/modules/alpha/%2e%2e/x", 400, "in: /puppet/v3/file_metadata/modules/alpha/../x"},
	{"/puppet/v3/file_metadata/modules/alpha/%2E%2E/x", 400, "Invalid relative path"},
	{"/puppet/v3/file_metadata/modules/alpha/.%2e/x", 400, "Invalid relative path"},
	{"/puppet/v3/file_metadata/modules/alpha/%2e/x", 400, "Invalid relative path"},
	{"/puppet/v3/file_metadata/modules/alpha/sub%2F..%2F..%2Fx", 400, "Invalid relative path"},
	{"/puppet/v3/file_metadata/modules/alpha/..;x/y", 400, "Invalid relative path"},
	{"/puppet/v3/file_metadata/modules/alpha/..%3B/y", 0, ""}, // "..;" is a name, not ".."
	{"/puppet/v3/file_metadata/plugins/../../../../etc/passwd", 400, "Invalid relative path"},
	{"/puppet/v3/file_metadata/../../etc/passwd", 400, "Invalid relative path"},
	{"/puppet/v3/file_metadata/modules/alpha/x%00", 400, "NUL byte"},
	{"/puppet/v3/file_metadata/modules/alpha/%00/x", 400, "NUL byte"},
	{"/puppet/v3/file_metadata/modules/alpha/x\x00y", 400, "NUL byte"},
	{"/puppet/v3/file_metadata/modules/alpha/%zz", 400, "malformed percent-encoding"},
	{"/puppet/v3/file_metadata/modules/alpha/%", 400, "malformed percent-encoding"},
	{"/puppet/v3/file_metadata/modules/alpha/%2", 400, "malformed percent-encoding"},
	{"/puppet/v3/file_metadata/", 400, "No request key specified in /puppet/v3/file_metadata/"},
	{"/puppet/v3/file_metadata//", 400, "No request key specified"},
	{"/puppet/v3/file_metadata/bad.mount/x", 400, "Cannot find file: Invalid mount 'bad.mount'"},
	{"/puppet/v3/file_metadata/%2Fetc/passwd", 400, "Invalid mount"}, // decodes to //etc → mount "etc"? no: compacted to etc/passwd
	{"/puppet/v3/file_metadata/m%C3%BCnt/x", 400, "Invalid mount 'münt'"},
	{"/puppet/v3/nothing/modules/x", 404, "No route"},
	{"/elsewhere", 404, "No route"},
}

func TestParsePathRejectsHostilePaths(t *testing.T) {
	for _, c := range hostilePaths {
		got, err := ParsePath(c.path)
		if c.status == 0 {
			if err != nil {
				t.Errorf("ParsePath(%q): %v", c.path, err)
			}
			continue
		}
		if c.path == "/puppet/v3/file_metadata/%2Fetc/passwd" {
			// Decoding gives "//etc/passwd": the mount is "etc", a valid
			// name that no mount has (the server answers 403).
			if err != nil || got.Mount != "etc" {
				t.Errorf("ParsePath(%q) = %+v, %v", c.path, got, err)
			}
			continue
		}
		var fe *Error
		if !errors.As(err, &fe) {
			t.Errorf("ParsePath(%q) = %+v, %v; want an *Error", c.path, got, err)
			continue
		}
		if fe.Status != c.status || !strings.Contains(fe.Message, c.msg) {
			t.Errorf("ParsePath(%q) = %d %q, want %d containing %q", c.path, fe.Status, fe.Message, c.status, c.msg)
		}
	}
}

func TestParseQuery(t *testing.T) {
	base := Options{Links: LinksManage, ChecksumType: "sha256", SourcePermissions: "ignore", RecurseLimit: -1}
	with := func(f func(*Options)) Options { o := base; f(&o); return o }
	cases := []struct {
		ep    Endpoint
		query string
		env   string
		want  Options
		err   string // substring of the error; "" for success
	}{
		{FileMetadata, "environment=production", "production", base, ""},
		{FileMetadata, "environment=production%0A", "production\n", base, ""},
		{FileMetadata, "", "", base, "Bad Request: An environment parameter must be specified"},
		// Puppet Server 7.9.5's Clojure layer answers these two (plain text).
		{FileMetadatas, "", "", base, "A file_metadatas request must include an `environment` or `versioned_project` query parameter."},
		{FileContent, "", "", base, "A file_content request must include an `environment` or `versioned_project` query parameter."},
		{FileMetadata, "environment=", "", base, "The environment must be purely alphanumeric, not ''"},
		{FileMetadata, "environment=bad-env", "", base, "The environment must be purely alphanumeric, not 'bad-env'"},
		{FileMetadata, "environment=a&environment=b", "", base, "given 2 times"},
		{FileMetadata, "environment=p&links=follow", "p", with(func(o *Options) { o.Links = LinksFollow }), ""},
		{FileMetadata, "environment=p&links=ignore", "p", base, ""},
		{FileMetadata, "environment=p&links=bogus", "", base, ":links can only be set to :manage or :follow"},
		{FileMetadatas, "environment=p&links=ignore", "", base, "Invalid :links value 'ignore'"},
		{FileMetadatas, "environment=p&links=bogus", "", base, "Invalid :links value 'bogus'"},
		{FileContent, "environment=p&links=bogus", "", base, ":links can only be set"},
		{FileMetadata, "environment=p&checksum_type=md5lite", "p", with(func(o *Options) { o.ChecksumType = "md5lite" }), ""},
		{FileMetadata, "environment=p&checksum_type=sha224lite", "", base, "Unsupported checksum type sha224lite"},
		{FileMetadata, "environment=p&checksum_type=md5&checksum_type=md5", "", base, "checksum_type parameter was given 2 times"},
		{FileMetadata, "environment=p&source_permissions=use", "p", with(func(o *Options) { o.SourcePermissions = "use" }), ""},
		{FileMetadata, "environment=p&source_permissions=bogus", "", base, "Unsupported source_permission bogus"},
		// file_content reads neither (Puppet fails them with a 500).
		{FileContent, "environment=p&checksum_type=bogus&source_permissions=bogus&recurse=0", "p", base, ""},
		// file_metadata ignores the recursion parameters, as Puppet does.
		{FileMetadata, "environment=p&recurse=0&recurselimit=abc&max_files=x&ignore=*", "p", base, ""},
		{FileMetadatas, "environment=p&recurse=true", "p", with(func(o *Options) { o.Recurse = true }), ""},
		{FileMetadatas, "environment=p&recurse=remote", "p", with(func(o *Options) { o.Recurse = true }), ""},
		{FileMetadatas, "environment=p&recurse=", "p", with(func(o *Options) { o.Recurse = true }), ""},
		{FileMetadatas, "environment=p&recurse=false", "p", base, ""},
		{FileMetadatas, "environment=p&recurse=0", "", base, "Fileset recurse parameter must not be a number anymore, please use recurselimit"},
		{FileMetadatas, "environment=p&recurse=true&recurselimit=2", "p", with(func(o *Options) { o.Recurse = true; o.RecurseLimit = 2 }), ""},
		{FileMetadatas, "environment=p&recurse=true&recurselimit=abc", "", base, "recurselimit must be a non-negative integer, not 'abc'"},
		{FileMetadatas, "environment=p&recurse=true&recurselimit=-1", "", base, "not '-1'"},
		{FileMetadatas, "environment=p&recurselimit=abc", "p", base, ""}, // unused without recursion
		{FileMetadatas, "environment=p&recurse=true&recurselimit=99999999999999999999999", "p", with(func(o *Options) { o.Recurse = true; o.RecurseLimit = int(^uint(0) >> 1) }), ""},
		{FileMetadatas, "environment=p&max_files=-1", "p", with(func(o *Options) { o.MaxFiles = -1 }), ""},
		{FileMetadatas, "environment=p&max_files=10", "p", with(func(o *Options) { o.MaxFiles = 10 }), ""},
		{FileMetadatas, "environment=p&max_files=-2", "", base, "max_files must be"},
		{FileMetadatas, "environment=p&max_files=x", "", base, "max_files must be"},
		{FileMetadatas, "environment=p&ignore=.svn&ignore=CVS&ignore=", "p", with(func(o *Options) { o.Ignore = []string{".svn", "CVS", ""} }), ""},
		{FileMetadatas, "environment=p&ignore=a%00b", "", base, "NUL byte"},
		{FileMetadata, "environment=p;x=1", "", base, "malformed query string"},
		{FileMetadata, "environment=%zz", "", base, "malformed query string"},
	}
	for _, c := range cases {
		env, opts, err := ParseRawQuery(c.ep, c.query, "")
		if c.err != "" {
			var fe *Error
			if !errors.As(err, &fe) || fe.Status != 400 || !strings.Contains(fe.Message, c.err) {
				t.Errorf("%s ?%s: err = %v, want a 400 containing %q", c.ep, c.query, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s ?%s: %v", c.ep, c.query, err)
			continue
		}
		if env != c.env || !reflect.DeepEqual(opts, c.want) {
			t.Errorf("%s ?%s = %q %+v, want %q %+v", c.ep, c.query, env, opts, c.env, c.want)
		}
	}
	if _, opts, _ := ParseRawQuery(FileMetadata, "environment=p", "md5"); opts.ChecksumType != "md5" {
		t.Errorf("default checksum not applied: %+v", opts)
	}
}

func TestNewRequest(t *testing.T) {
	r, err := NewRequest(FileMetadata, "modules/alpha/100%;x.txt")
	if err != nil || r.Rest != "alpha/100%;x.txt" {
		t.Fatalf("NewRequest = %+v, %v", r, err)
	}
	for _, bad := range []string{"modules/alpha/../x", "modules/alpha/./x", "modules/a\x00", "", "bad.mount/x"} {
		if _, err := NewRequest(FileMetadata, bad); err == nil {
			t.Errorf("NewRequest(%q) accepted", bad)
		}
	}
}

// FuzzParsePath: no panic; an accepted path has no "." or ".." segment, no
// NUL, a valid mount, and a key that parses again to the same request.
func FuzzParsePath(f *testing.F) {
	for _, c := range hostilePaths {
		f.Add(c.path)
	}
	f.Add("/puppet/v3/file_metadatas/plugins")
	f.Add("/puppet/v3/file_content/modules/alpha/with%20space;x/%C3%BC")
	f.Fuzz(func(t *testing.T, p string) {
		req, err := ParsePath(p)
		if err != nil {
			var fe *Error
			if !errors.As(err, &fe) || fe.Status < 400 || fe.Status > 499 {
				t.Fatalf("ParsePath(%q): error %v is not a 4xx *Error", p, err)
			}
			return
		}
		if !req.Endpoint.valid() || !mountNameRE.MatchString(req.Mount) {
			t.Fatalf("ParsePath(%q) = %+v", p, req)
		}
		if strings.IndexByte(req.Key, 0) >= 0 || !utf8.ValidString(req.Key) {
			t.Fatalf("ParsePath(%q): key %q has NUL or bad UTF-8", p, req.Key)
		}
		for _, seg := range strings.Split(req.Key, "/") {
			if seg == "." || seg == ".." {
				t.Fatalf("ParsePath(%q): key %q has a dot segment", p, req.Key)
			}
		}
		if strings.Contains(req.Key, "//") || strings.HasPrefix(req.Key, "/") {
			t.Fatalf("ParsePath(%q): key %q not normalised", p, req.Key)
		}
		again, err := NewRequest(req.Endpoint, req.Key)
		if err != nil || again != req {
			t.Fatalf("NewRequest(%s, %q) = %+v, %v; want %+v", req.Endpoint, req.Key, again, err, req)
		}
	})
}

// FuzzParseRawQuery: no panic; errors are 400s; accepted options are in
// range.
func FuzzParseRawQuery(f *testing.F) {
	f.Add("environment=production&recurse=true&recurselimit=2&max_files=-1&ignore=.git&links=follow&checksum_type=md5lite&source_permissions=use")
	f.Add("environment=p&recurse=0")
	f.Add("environment=a&environment=b")
	f.Add("environment=p%0A&ignore=%00")
	f.Add("environment=p&max_files=99999999999999999999999999")
	f.Fuzz(func(t *testing.T, q string) {
		for _, ep := range []Endpoint{FileMetadata, FileMetadatas, FileContent} {
			env, opts, err := ParseRawQuery(ep, q, "")
			if err != nil {
				var fe *Error
				if !errors.As(err, &fe) || fe.Status != 400 {
					t.Fatalf("%s ?%q: error %v is not a 400 *Error", ep, q, err)
				}
				continue
			}
			if !envNameRE.MatchString(env) {
				t.Fatalf("%s ?%q: accepted environment %q", ep, q, env)
			}
			if opts.Links != LinksManage && opts.Links != LinksFollow {
				t.Fatalf("%s ?%q: links %q", ep, q, opts.Links)
			}
			if !validChecksumType(opts.ChecksumType) || opts.RecurseLimit < -1 || opts.MaxFiles < -1 {
				t.Fatalf("%s ?%q: options %+v", ep, q, opts)
			}
			vals, _ := url.ParseQuery(q)
			if ep != FileMetadatas && (opts.Recurse || len(opts.Ignore) > 0) {
				t.Fatalf("%s ?%q: recursion options set: %+v (query %v)", ep, q, opts, vals)
			}
		}
	})
}
