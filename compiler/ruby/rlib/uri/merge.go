package uri

import (
	"strings"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// Merge is URI::Generic#merge (alias +), the step of URI.join: rel
// resolved against u as uri 0.11 does it (RFC 2396 section 5.2 with its
// merge_path, not RFC 3986's remove_dot_segments: "http://a/b" + "../../c"
// is "http://a/c"). An absolute rel is the result itself (Ruby returns the
// very object: same reports whether it did); u must be absolute otherwise.
func (u *URI) Merge(rel *URI) (res *URI, same bool, err error) {
	if rel.Scheme != nil {
		return rel, true, nil
	}
	if u.Scheme == nil {
		return nil, false, rv.Errorf("URI::BadURIError", "both URI are relative")
	}
	base := *u
	relPath := rel.PathValue()
	authority := rel.Userinfo() != nil || rel.Host != nil || rel.Port != nil
	if (relPath == nil || *relPath == "") && !authority && rel.Query == nil {
		if rel.Fragment != nil {
			base.SetFragment(rel.Fragment)
		}
		return &base, false, nil
	}
	base.Query = nil
	base.Fragment = nil
	if !authority {
		if bp := base.PathValue(); bp != nil && relPath != nil {
			base.setPath(mergePath(*bp, *relPath))
		}
	} else if relPath != nil {
		base.setPath(*relPath)
	}
	if ui := rel.Userinfo(); ui != nil {
		base.setUserinfo(*ui)
	}
	if rel.Host != nil {
		base.setHost(*rel.Host)
	}
	if rel.Port != nil && base.Class != "URI::File" {
		base.Port = rel.Port
	}
	if rel.Query != nil {
		if err := base.SetQuery(rel.Query); err != nil {
			return nil, false, err
		}
	}
	if rel.Fragment != nil {
		base.SetFragment(rel.Fragment)
	}
	return &base, false, nil
}

// setPath is the protected set_path: no checks; FTP keeps its path behind
// a slash, a leading slash of the value as %2F.
func (u *URI) setPath(v string) {
	if u.Class == "URI::FTP" {
		if strings.HasPrefix(v, "/") {
			v = "%2F" + v[1:]
		}
		v = "/" + v
	}
	u.Path = &v
}

// setUserinfo is set_userinfo(userinfo): split at the first colon; a
// password only replaces the old one when the value has one. File URIs
// ignore it.
func (u *URI) setUserinfo(ui string) {
	if u.Class == "URI::File" {
		return
	}
	// split_userinfo: "".split(':', 2) is [], so no user either.
	if ui == "" {
		u.User = nil
		return
	}
	user, pass, has := strings.Cut(ui, ":")
	u.User = sp(user)
	if has {
		u.Password = sp(pass)
	}
}

// setHost is set_host; a File URI's "localhost" is "".
func (u *URI) setHost(v string) {
	if u.Class == "URI::File" && v == "localhost" {
		v = ""
	}
	u.Host = &v
}

// splitPath is path.split("/", -1): the empty path has no segments.
func splitPath(p string) []string {
	if p == "" {
		return nil
	}
	return strings.Split(p, "/")
}

// mergePath is Generic#merge_path, step for step (RFC 2396 section 5.2,
// 6: the base's last segment dropped, "." and ".." of the reference
// resolved, a ".." that climbs above the root dropped).
func mergePath(base, rel string) string {
	basePath := splitPath(base)
	relPath := splitPath(rel)
	if n := len(basePath); n > 0 && basePath[n-1] == ".." {
		basePath = append(basePath, "")
	}
	for {
		i := indexOf(basePath, "..")
		if i < 0 {
			break
		}
		if i == 0 {
			// slice!(-1, 2) takes the last element only
			basePath = basePath[:len(basePath)-1]
		} else {
			basePath = append(basePath[:i-1], basePath[i+1:]...)
		}
	}
	if len(relPath) > 0 && relPath[0] == "" {
		basePath = basePath[:0]
		relPath = relPath[1:]
	}
	if n := len(relPath); n > 0 && (relPath[n-1] == "." || relPath[n-1] == "..") {
		relPath = append(relPath, "")
	}
	var tmp []string
	for _, x := range relPath {
		switch {
		case x == ".":
			// rel_path.delete('.')
		case x == ".." && len(tmp) > 0 && tmp[len(tmp)-1] != "..":
			tmp = tmp[:len(tmp)-1]
		default:
			tmp = append(tmp, x)
		}
	}
	addTrailerSlash := len(tmp) > 0
	if len(basePath) == 0 {
		basePath = []string{""} // keep '/' for the root directory
	} else if addTrailerSlash {
		basePath = basePath[:len(basePath)-1]
	}
	for len(tmp) > 0 {
		x := tmp[0]
		tmp = tmp[1:]
		if x == ".." {
			if len(basePath) > 1 {
				basePath = basePath[:len(basePath)-1]
			}
			continue
		}
		basePath = append(basePath, x)
		basePath = append(basePath, tmp...)
		addTrailerSlash = false
		break
	}
	if addTrailerSlash {
		basePath = append(basePath, "")
	}
	return strings.Join(basePath, "/")
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// Join is URI.join(str, ...): the strings parsed and merged left to right.
func Join(strs ...string) (*URI, error) {
	if len(strs) == 0 {
		return nil, rv.Errorf("ArgumentError", "bad argument (expected URI object or URI string)")
	}
	acc, err := Parse(strs[0])
	if err != nil {
		return nil, err
	}
	for _, s := range strs[1:] {
		rel, err := Parse(s)
		if err != nil {
			return nil, err
		}
		if acc, _, err = acc.Merge(rel); err != nil {
			return nil, err
		}
	}
	return acc, nil
}
