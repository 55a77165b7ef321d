// Package filesource finds what an agent would write for each file
// resource of a catalog that has a `source`: it resolves the sources as
// the agent does, through the file server's mounts (api/fileserve: modules,
// plugins, custom mounts of fileserver.conf with %H for the node) and the
// local paths (`file://`, absolute), takes the first source that exists
// (or, for a recursive copy with sourceselect => all, every source's
// files, the first source having a path winning), and records the result
// on the resource as a catdiff.FileContent in the parameter "content", so
// that catdiff compares it as the content it is.
//
// The content of one file is read once per run whatever the number of
// nodes and sides that use it (Cache), and only texts no larger than a
// limit are kept; other files are compared by their SHA-256.
package filesource

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"unicode/utf8"

	"github.com/punch-dev/punch/api/fileserve"
	"github.com/punch-dev/punch/compiler/catdiff"
)

// Files is the file server of one side (a *fileserve.Server).
type Files interface {
	MetadataFor(env, key, node string, opts fileserve.Options) (*fileserve.Metadata, error)
	MetadatasFor(env, key, node string, opts fileserve.Options) ([]*fileserve.Metadata, error)
	OpenFor(env, key, node string) (*fileserve.Content, error)
}

// Resolver resolves the sources of one side's catalogs. It is safe for
// concurrent use.
type Resolver struct {
	// Files serves puppet:// sources.
	Files Files
	// TextRoots are the directories whose files may be shown as text when
	// a source names them by a local path (file://, absolute): the side's
	// code. A local file elsewhere is a file of the machine punch runs on,
	// compared by checksum only and never printed.
	TextRoots []string
	// Cache holds contents read before (shared by the sides); nil: none.
	Cache *Cache
	// MaxText is the largest file kept as text (DefaultMaxText when 0).
	MaxText int64
	// MaxEntries bounds the entries of one recursive copy whose texts are
	// read (DefaultMaxEntries when 0); above it entries are compared by
	// checksum.
	MaxEntries int
	// Exempt, when set, leaves a resource's source uncompared.
	Exempt func(*catdiff.Resource) bool
}

// Defaults.
const (
	DefaultMaxText    = 1 << 20
	DefaultMaxEntries = 2000
)

func (r *Resolver) maxText() int64 {
	if r.MaxText > 0 {
		return r.MaxText
	}
	return DefaultMaxText
}

// Annotate sets, on every file resource of c with a source, the content an
// agent compiled for node in environment env would write. It returns the
// number of resources annotated.
func (r *Resolver) Annotate(c *catdiff.Catalog, env, node string) int {
	n := 0
	for _, res := range c.Resources {
		if res.Type != "File" {
			continue
		}
		srcV, ok := res.Param("source")
		if !ok {
			continue
		}
		if _, has := res.Param("content"); has {
			continue // Puppet refuses both; the content is compared as is
		}
		if v, ok := res.Param("ensure"); ok {
			if s, _ := v.(string); s == "absent" || s == "link" {
				continue
			}
		}
		if _, ok := res.Param("target"); ok {
			continue
		}
		if r.Exempt != nil && r.Exempt(res) {
			continue
		}
		sources := sourceList(srcV)
		if len(sources) == 0 {
			continue
		}
		res.SetParam(catdiff.ContentParam, r.Resolve(sources, params(res), env, node))
		n++
	}
	return n
}

// Params are the file resource's parameters that change what a source
// gives.
type Params struct {
	// Recurse: true or remote (a recursive copy).
	Recurse bool
	// RecurseLimit is the depth limit, -1 for none.
	RecurseLimit int
	// All: sourceselect => all.
	All bool
	// Ignore are the `ignore` patterns of a recursive copy.
	Ignore []string
	// Follow: links => follow.
	Follow bool
}

func params(res *catdiff.Resource) Params {
	p := Params{RecurseLimit: -1}
	if v, ok := res.Param("recurse"); ok {
		switch x := v.(type) {
		case bool:
			p.Recurse = x
		case string:
			p.Recurse = x == "true" || x == "remote"
		}
	}
	if v, ok := res.Param("recurselimit"); ok {
		if n, err := strconv.Atoi(fmt.Sprint(v)); err == nil && n >= 0 {
			p.RecurseLimit = n
		}
	}
	if v, ok := res.Param("sourceselect"); ok {
		p.All = fmt.Sprint(v) == "all"
	}
	if v, ok := res.Param("ignore"); ok {
		p.Ignore = sourceList(v)
	}
	if v, ok := res.Param("links"); ok {
		p.Follow = fmt.Sprint(v) == "follow"
	}
	return p
}

// sourceList reads a source (or ignore) parameter: a string or an array
// of strings. Trailing slashes are cut, as Puppet's source munge does.
func sourceList(v any) []string {
	var in []any
	switch x := v.(type) {
	case string:
		in = []any{x}
	case []any:
		in = x
	}
	var out []string
	for _, e := range in {
		s, ok := e.(string)
		if !ok || s == "" {
			continue
		}
		if t := strings.TrimRight(s, "/"); t != "" {
			s = t
		}
		out = append(out, s)
	}
	return out
}

// Resolve returns what an agent would write for a file with these sources.
func (r *Resolver) Resolve(sources []string, p Params, env, node string) *catdiff.FileContent {
	if p.Recurse {
		return r.recursive(sources, p, env, node)
	}
	var unresolved *catdiff.FileContent
	for _, src := range sources {
		loc, err := r.locate(src)
		if err != nil {
			return &catdiff.FileContent{Source: src, Kind: catdiff.KindMissing, Reason: err.Error()}
		}
		if loc.unresolved != "" {
			// The agent would try it; whether it exists is unknown here.
			if unresolved == nil {
				unresolved = &catdiff.FileContent{Source: src, Kind: catdiff.KindUnresolved, Reason: loc.unresolved}
			}
			continue
		}
		c, found, err := r.single(loc, p, env, node)
		if err != nil {
			return &catdiff.FileContent{Source: src, Kind: catdiff.KindMissing,
				Reason: fmt.Sprintf("Could not retrieve file metadata for %s: %v", src, err)}
		}
		if found {
			if unresolved != nil {
				// An earlier source might have been the one.
				return unresolved
			}
			return c
		}
	}
	if unresolved != nil {
		return unresolved
	}
	return &catdiff.FileContent{Source: strings.Join(sources, ", "), Kind: catdiff.KindMissing,
		Reason: fmt.Sprintf("Could not retrieve information from environment %s source(s) %s", env, strings.Join(sources, ", "))}
}

// location is where a source is: a key of the file server, or a local path.
type location struct {
	src        string
	key        string // puppet:// sources
	path       string // file:// and absolute sources
	unresolved string // why it cannot be read here
}

func (r *Resolver) locate(src string) (location, error) {
	if filepath.IsAbs(src) {
		return location{src: src, path: filepath.Clean(src)}, nil
	}
	u, err := url.Parse(src)
	if err != nil {
		return location{}, fmt.Errorf("Could not understand source %s: %v", src, err)
	}
	switch u.Scheme {
	case "puppet":
		key := strings.TrimPrefix(u.Path, "/")
		if key == "" {
			return location{}, fmt.Errorf("Could not understand source %s: no mount", src)
		}
		return location{src: src, key: key}, nil
	case "file":
		return location{src: src, path: filepath.Clean(u.Path)}, nil
	case "http", "https":
		return location{src: src, unresolved: "an " + u.Scheme + " source is not fetched by punch diff; only the source is compared"}, nil
	}
	return location{}, fmt.Errorf("Cannot use URLs of type '%s' as source for fileserving", u.Scheme)
}

// single resolves one source of a file copied without recursion: found is
// false when the source does not exist.
func (r *Resolver) single(loc location, p Params, env, node string) (*catdiff.FileContent, bool, error) {
	if loc.path != "" {
		return r.local(loc, p)
	}
	links := fileserve.LinksManage
	if p.Follow {
		links = fileserve.LinksFollow
	}
	md, err := r.Files.MetadataFor(env, loc.key, node, fileserve.Options{Links: links, ChecksumType: "sha256"})
	if err != nil {
		if notFound(err) {
			return nil, false, nil
		}
		return nil, false, err
	}
	switch md.Type {
	case "directory":
		return &catdiff.FileContent{Source: loc.src, Kind: catdiff.KindDirectory}, true, nil
	case "link":
		if md.Destination != nil {
			return &catdiff.FileContent{Source: loc.src, Kind: catdiff.KindLink, Target: *md.Destination}, true, nil
		}
	}
	c, err := r.serverFile(env, loc.key, node)
	if err != nil {
		return nil, false, err
	}
	out := *c
	out.Source = loc.src
	return &out, true, nil
}

// notFound reports a source that does not exist: a 404, or a 403 for a
// mount that does not exist, which the agent of `puppet apply` treats as
// a missing file too (it goes on with the next source).
func notFound(err error) bool {
	var fe *fileserve.Error
	return errors.As(err, &fe) && (fe.Status == 404 || fe.Status == 403)
}

// serverFile reads a file of the file server.
func (r *Resolver) serverFile(env, key, node string) (*catdiff.FileContent, error) {
	ct, err := r.Files.OpenFor(env, key, node)
	if err != nil {
		return nil, err
	}
	if ct.File == nil {
		return &catdiff.FileContent{Kind: catdiff.KindDirectory}, nil
	}
	defer ct.File.Close()
	return r.read(ct.File, ct.Path, true)
}

// local resolves a source that is a path on the agent, read on this
// machine.
func (r *Resolver) local(loc location, p Params) (*catdiff.FileContent, bool, error) {
	stat := os.Lstat
	if p.Follow {
		stat = os.Stat
	}
	fi, err := stat(loc.path)
	if err != nil {
		if os.IsNotExist(err) {
			return nil, false, nil
		}
		return nil, false, err
	}
	switch {
	case fi.IsDir():
		return &catdiff.FileContent{Source: loc.src, Kind: catdiff.KindDirectory}, true, nil
	case fi.Mode()&os.ModeSymlink != 0:
		dest, err := os.Readlink(loc.path)
		if err != nil {
			return nil, false, err
		}
		return &catdiff.FileContent{Source: loc.src, Kind: catdiff.KindLink, Target: dest}, true, nil
	case !fi.Mode().IsRegular():
		return nil, false, fmt.Errorf("%s is not a regular file", loc.path)
	}
	f, err := os.OpenFile(loc.path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, false, err
	}
	defer f.Close()
	c, err := r.read(f, loc.path, r.inTextRoots(loc.path))
	if err != nil {
		return nil, false, err
	}
	out := *c
	out.Source = loc.src
	return &out, true, nil
}

func (r *Resolver) inTextRoots(path string) bool {
	for _, root := range r.TextRoots {
		if rel, err := filepath.Rel(root, path); err == nil && rel != ".." && !strings.HasPrefix(rel, "../") {
			return true
		}
	}
	return false
}

// read reads an open file's content: its digest, and its text when it is
// text, no larger than the limit and may be shown. name is the file's
// path on this machine.
func (r *Resolver) read(f *os.File, name string, mayShow bool) (*catdiff.FileContent, error) {
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	key := cacheKey(name, fi, mayShow)
	if c := r.Cache.get(key); c != nil {
		return c, nil
	}
	h := sha256.New()
	var text bytes.Buffer
	keep := mayShow && fi.Size() <= r.maxText()
	var w io.Writer = h
	if keep {
		text.Grow(int(fi.Size()))
		w = io.MultiWriter(h, &text)
	}
	n, err := io.Copy(w, f)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %v", name, err)
	}
	c := &catdiff.FileContent{Kind: catdiff.KindFile, Size: n, Digest: "{sha256}" + hex.EncodeToString(h.Sum(nil))}
	if keep && n <= r.maxText() && isText(text.Bytes()) {
		c.Text, c.HasText = text.String(), true
	}
	r.Cache.put(key, c)
	return c, nil
}

// isText: valid UTF-8 without NUL bytes.
func isText(b []byte) bool {
	return utf8.Valid(b) && bytes.IndexByte(b, 0) < 0
}

// recursive resolves a recursive copy (recurse => true or remote).
func (r *Resolver) recursive(sources []string, p Params, env, node string) *catdiff.FileContent {
	type found struct {
		src string
		loc location
		mds []*fileserve.Metadata
	}
	var all []found
	for _, src := range sources {
		loc, err := r.locate(src)
		if err != nil {
			return &catdiff.FileContent{Source: src, Kind: catdiff.KindMissing, Reason: err.Error()}
		}
		if loc.unresolved != "" {
			return &catdiff.FileContent{Source: src, Kind: catdiff.KindUnresolved, Reason: loc.unresolved}
		}
		var mds []*fileserve.Metadata
		if loc.path != "" {
			mds, err = localListing(loc.path, p)
		} else {
			links := fileserve.LinksManage
			if p.Follow {
				links = fileserve.LinksFollow
			}
			mds, err = r.Files.MetadatasFor(env, loc.key, node, fileserve.Options{Links: links, ChecksumType: "sha256",
				Recurse: true, RecurseLimit: p.RecurseLimit, MaxFiles: -1, Ignore: p.Ignore})
			if notFound(err) {
				mds, err = nil, nil
			}
		}
		if err != nil {
			return &catdiff.FileContent{Source: src, Kind: catdiff.KindMissing,
				Reason: fmt.Sprintf("Could not retrieve file metadata for %s: %v", src, err)}
		}
		if len(mds) == 0 {
			continue
		}
		// Puppet: a source that is not a directory makes the copy no
		// recursive copy at all; the file is copied from its first
		// source as without recursion.
		if top := root(mds); top != nil && top.Type != "directory" {
			q := p
			q.Recurse = false
			return r.Resolve(sources, q, env, node)
		}
		all = append(all, found{src, loc, mds})
		if !p.All {
			break
		}
	}
	if len(all) == 0 {
		return &catdiff.FileContent{Source: strings.Join(sources, ", "), Kind: catdiff.KindMissing,
			Reason: fmt.Sprintf("Could not retrieve information from environment %s source(s) %s", env, strings.Join(sources, ", "))}
	}
	out := &catdiff.FileContent{Source: all[0].src, Kind: catdiff.KindDirectory}
	seen := map[string]bool{}
	readTexts := true
	total := 0
	for _, f := range all {
		total += len(f.mds)
	}
	if total > r.maxEntries() {
		readTexts = false
	}
	for _, f := range all {
		for _, md := range f.mds {
			rel := relPath(md)
			if rel == "." || seen[rel] {
				continue
			}
			seen[rel] = true
			out.Entries = append(out.Entries, catdiff.DirEntry{Path: rel, Content: r.entry(f.loc, md, rel, readTexts, env, node)})
		}
	}
	sort.Slice(out.Entries, func(i, j int) bool { return out.Entries[i].Path < out.Entries[j].Path })
	return out
}

func (r *Resolver) maxEntries() int {
	if r.MaxEntries > 0 {
		return r.MaxEntries
	}
	return DefaultMaxEntries
}

func root(mds []*fileserve.Metadata) *fileserve.Metadata {
	for _, md := range mds {
		if relPath(md) == "." {
			return md
		}
	}
	return nil
}

func relPath(md *fileserve.Metadata) string {
	if md.RelativePath == nil {
		return "."
	}
	return *md.RelativePath
}

// entry is one entry of a recursive copy.
func (r *Resolver) entry(loc location, md *fileserve.Metadata, rel string, readText bool, env, node string) *catdiff.FileContent {
	switch md.Type {
	case "directory":
		return &catdiff.FileContent{Kind: catdiff.KindDirectory}
	case "link":
		if md.Destination != nil {
			return &catdiff.FileContent{Kind: catdiff.KindLink, Target: *md.Destination}
		}
	}
	digest := ""
	if md.Checksum.Value != nil {
		digest = *md.Checksum.Value
	}
	if readText {
		var c *catdiff.FileContent
		var err error
		if loc.path != "" {
			var f *os.File
			full := filepath.Join(loc.path, filepath.FromSlash(rel))
			f, err = os.OpenFile(full, os.O_RDONLY|syscall.O_NONBLOCK, 0)
			if err == nil {
				c, err = r.read(f, full, r.inTextRoots(full))
				f.Close()
			}
		} else {
			c, err = r.serverFile(env, loc.key+"/"+rel, node)
		}
		if err == nil {
			return c
		}
	}
	return &catdiff.FileContent{Kind: catdiff.KindFile, Digest: digest}
}

// localListing lists a local directory recursively as file_metadatas
// would: the root ("."), then every entry with its type, SHA-256 and link
// destination.
func localListing(dir string, p Params) ([]*fileserve.Metadata, error) {
	fi, err := os.Lstat(dir)
	if p.Follow {
		fi, err = os.Stat(dir)
	}
	if err != nil {
		if os.IsNotExist(err) {
			return nil, nil
		}
		return nil, err
	}
	dot := "."
	out := []*fileserve.Metadata{{Path: dir, RelativePath: &dot, Type: ftype(fi)}}
	if !fi.IsDir() {
		return out, nil
	}
	var walk func(rel string, depth int) error
	walk = func(rel string, depth int) error {
		if p.RecurseLimit >= 0 && depth >= p.RecurseLimit {
			return nil
		}
		entries, err := os.ReadDir(filepath.Join(dir, filepath.FromSlash(rel)))
		if err != nil {
			return err
		}
		for _, e := range entries {
			if ignored(e.Name(), p.Ignore) {
				continue
			}
			r := e.Name()
			if rel != "." {
				r = rel + "/" + e.Name()
			}
			full := filepath.Join(dir, filepath.FromSlash(r))
			efi, err := os.Lstat(full)
			if p.Follow {
				efi, err = os.Stat(full)
			}
			if err != nil {
				return err
			}
			rp := r
			md := &fileserve.Metadata{Path: dir, RelativePath: &rp, Type: ftype(efi)}
			if efi.Mode()&os.ModeSymlink != 0 {
				dest, err := os.Readlink(full)
				if err != nil {
					return err
				}
				md.Destination = &dest
			}
			out = append(out, md)
			if efi.IsDir() {
				if err := walk(r, depth+1); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return out, walk(".", 0)
}

func ftype(fi os.FileInfo) string {
	switch {
	case fi.IsDir():
		return "directory"
	case fi.Mode()&os.ModeSymlink != 0:
		return "link"
	}
	return "file"
}

// ignored: a name matches one of the `ignore` patterns (Ruby's
// File.fnmatch, as the file server applies them).
func ignored(name string, patterns []string) bool {
	for _, p := range patterns {
		if ok, _ := filepath.Match(p, name); ok {
			return true
		}
	}
	return false
}

// Cache keeps the contents read during a run, by file identity (path,
// size, modification time, inode), up to a number of text bytes.
type Cache struct {
	// MaxBytes bounds the text bytes kept (256 MiB when 0).
	MaxBytes int64

	mu    sync.Mutex
	m     map[string]*catdiff.FileContent
	bytes int64
}

func cacheKey(name string, fi os.FileInfo, mayShow bool) string {
	ino := uint64(0)
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		ino = st.Ino
	}
	return fmt.Sprintf("%s\x00%d\x00%d\x00%d\x00%v", name, fi.Size(), fi.ModTime().UnixNano(), ino, mayShow)
}

func (c *Cache) get(key string) *catdiff.FileContent {
	if c == nil {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.m[key]
}

func (c *Cache) put(key string, v *catdiff.FileContent) {
	if c == nil {
		return
	}
	limit := c.MaxBytes
	if limit <= 0 {
		limit = 256 << 20
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.bytes+int64(len(v.Text)) > limit {
		return
	}
	if c.m == nil {
		c.m = map[string]*catdiff.FileContent{}
	}
	if _, ok := c.m[key]; !ok {
		c.m[key] = v
		c.bytes += int64(len(v.Text))
	}
}
