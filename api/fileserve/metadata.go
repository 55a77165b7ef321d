package fileserve

import (
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"sync"
	"syscall"
	"time"

	"github.com/punch-dev/punch/compiler/util/checksum"
)

// Metadata is Puppet's file metadata object, with Puppet's JSON field order
// and nulls.
type Metadata struct {
	// Path is the file's directory on the server for a recursive result
	// (relative_path is then relative to it), else the file itself.
	Path string `json:"path"`
	// RelativePath is null for file_metadata and "." for the root of a
	// file_metadatas result.
	RelativePath *string `json:"relative_path"`
	Links        Links   `json:"links"`
	Owner        int     `json:"owner"`
	Group        int     `json:"group"`
	Mode         int     `json:"mode"`
	Checksum     struct {
		Type string `json:"type"`
		// Value is "{type}digest", or null when a link's target cannot be
		// summed (dangling, a directory, outside a confined mount).
		Value *string `json:"value"`
	} `json:"checksum"`
	// Type is file, directory, link, fifo or socket.
	Type string `json:"type"`
	// Destination is a link's target as written in the link, else null.
	Destination *string `json:"destination"`
}

// Puppet's Time#to_s, the format of mtime and ctime checksums.
const rubyTimeFormat = "2006-01-02 15:04:05 -0700"

func formatTime(t time.Time) string { return t.Local().Format(rubyTimeFormat) }

func statTimes(fi fs.FileInfo) (mtime, ctime time.Time) {
	mtime = fi.ModTime()
	ctime = mtime
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		ctime = time.Unix(st.Ctim.Sec, st.Ctim.Nsec)
	}
	return
}

// ftype is Ruby's File::Stat#ftype.
func ftype(m fs.FileMode) string {
	switch {
	case m.IsRegular():
		return "file"
	case m.IsDir():
		return "directory"
	case m&fs.ModeSymlink != 0:
		return "link"
	case m&fs.ModeNamedPipe != 0:
		return "fifo"
	case m&fs.ModeSocket != 0:
		return "socket"
	case m&fs.ModeCharDevice != 0:
		return "characterSpecial"
	case m&fs.ModeDevice != 0:
		return "blockSpecial"
	}
	return "unknown"
}

// unixMode rebuilds st_mode & 07777 from a FileMode.
func unixMode(fi fs.FileInfo) int {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return int(st.Mode & 0o7777)
	}
	m := fi.Mode()
	mode := int(m.Perm())
	if m&fs.ModeSetuid != 0 {
		mode |= 0o4000
	}
	if m&fs.ModeSetgid != 0 {
		mode |= 0o2000
	}
	if m&fs.ModeSticky != 0 {
		mode |= 0o1000
	}
	return mode
}

func owner(fi fs.FileInfo) (uid, gid int) {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return int(st.Uid), int(st.Gid)
	}
	return os.Geteuid(), os.Getegid()
}

// errNotRegular: a checksum was asked of something that is not a regular
// file (Puppet would read it, or block on a FIFO).
var errNotRegular = errors.New("not a regular file")

// collect builds the metadata of name in t the way
// Puppet::FileServing::Metadata#collect does, for a file_metadata answer.
func (s *Server) collect(t tree, name string, links Links, opts Options) (*Metadata, error) {
	var fi fs.FileInfo
	var err error
	if links == LinksFollow {
		fi, err = t.stat(name)
	} else {
		fi, err = t.lstat(name)
	}
	if err != nil {
		return nil, err
	}
	ctime := func() (string, error) {
		bfi, err := t.stat(name)
		if err != nil {
			return "", err
		}
		_, c := statTimes(bfi)
		return formatTime(c), nil
	}
	return s.describe(t, name, fi, ctime, links, opts)
}

// describe builds the metadata of name in t from fi (its lstat for manage,
// its stat for follow). baseCtime gives the ctime stamped on directories:
// Puppet stamps every directory with the ctime of the root its search
// started from, not with its own (a quirk kept for byte equality).
func (s *Server) describe(t tree, name string, fi fs.FileInfo, baseCtime func() (string, error), links Links, opts Options) (*Metadata, error) {
	md := &Metadata{Links: links}
	if opts.SourcePermissions == SourcePermissionsUse || opts.SourcePermissions == SourcePermissionsUseWhenCreating {
		md.Owner, md.Group = owner(fi)
		md.Mode = unixMode(fi)
	} else {
		md.Owner, md.Group, md.Mode = s.euid, s.egid, 0o644
	}
	md.Type = ftype(fi.Mode())
	ctype := opts.ChecksumType
	switch md.Type {
	case "file":
		v, err := s.checksum(t, name, ctype)
		if err != nil {
			return nil, err
		}
		md.Checksum.Type, md.Checksum.Value = ctype, &v
	case "directory":
		c, err := baseCtime()
		if err != nil {
			return nil, err
		}
		v := "{ctime}" + c
		md.Checksum.Type, md.Checksum.Value = "ctime", &v
	case "link":
		dest, err := t.readlink(name)
		if err != nil {
			return nil, err
		}
		md.Destination = &dest
		md.Checksum.Type = ctype
		// Puppet sums what the link points to and leaves the value null
		// when it cannot (dangling, a directory; for us also outside a
		// confined mount, so nothing outside leaks through a digest).
		if v, err := s.checksum(t, name, ctype); err == nil {
			md.Checksum.Value = &v
		}
	case "fifo", "socket":
		v := "{none}"
		md.Checksum.Type, md.Checksum.Value = "none", &v
	default:
		return nil, errServer("Cannot manage files of type %s", md.Type)
	}
	return md, nil
}

// checksum returns "{type}value" for the file name points to.
func (s *Server) checksum(t tree, name, ctype string) (string, error) {
	switch ctype {
	case "none":
		return "{none}", nil
	case "mtime", "ctime":
		fi, err := t.stat(name)
		if err != nil {
			return "", err
		}
		mtime, ctime := statTimes(fi)
		if ctype == "mtime" {
			return "{mtime}" + formatTime(mtime), nil
		}
		return "{ctime}" + formatTime(ctime), nil
	}
	f, err := t.open(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return "", err
	}
	if !fi.Mode().IsRegular() {
		return "", errNotRegular
	}
	key, cacheable := checksumKey(fi, ctype)
	if cacheable {
		if v, ok := s.sums.get(key); ok {
			return v, nil
		}
	}
	h, lite := checksum.New(ctype)
	if h == nil {
		return "", fmt.Errorf("unsupported checksum type %s", ctype)
	}
	var r io.Reader = f
	if lite {
		r = io.LimitReader(f, checksum.LiteBytes)
	}
	if _, err := io.Copy(h, r); err != nil {
		return "", err
	}
	v := "{" + ctype + "}" + hex.EncodeToString(h.Sum(nil))
	if cacheable {
		s.sums.put(key, v)
	}
	return v, nil
}

// sumKey identifies a file's content well enough to reuse a digest: the
// same inode with the same size, mtime and ctime (to the nanosecond) has not
// been written since, as any write moves ctime.
type sumKey struct {
	dev, ino, size   uint64
	mtimeNs, ctimeNs int64
	ctype            string
}

func checksumKey(fi fs.FileInfo, ctype string) (sumKey, bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return sumKey{}, false
	}
	return sumKey{
		dev: uint64(st.Dev), ino: st.Ino, size: uint64(st.Size),
		mtimeNs: st.Mtim.Nano(), ctimeNs: st.Ctim.Nano(), ctype: ctype,
	}, true
}

// sumCache is a bounded map of digests; when full it starts over, which
// keeps it simple and its memory bounded.
type sumCache struct {
	mu  sync.Mutex
	max int
	m   map[sumKey]string
}

func (c *sumCache) get(k sumKey) (string, bool) {
	if c.max <= 0 {
		return "", false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.m[k]
	return v, ok
}

func (c *sumCache) put(k sumKey, v string) {
	if c.max <= 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil || len(c.m) >= c.max {
		c.m = make(map[sumKey]string)
	}
	c.m[k] = v
}
