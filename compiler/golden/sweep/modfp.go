package sweep

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
)

// ModuleFingerprints fingerprints each module (directory, or symbolic link to one) directly under
// dir, as record/modfp.rb does when it records: every entry below the module (symbolic links not
// followed) gives a line, "F <path> <sha256 of the content>\n" for a regular file and
// "L <path> <target>\n" for a symbolic link (paths relative to the module); the fingerprint is
// the SHA-256 of those lines sorted bytewise. Equal fingerprints mean the sweep compiles the
// modules the recording was made from.
func ModuleFingerprints(dir string) (map[string]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, e := range entries {
		p := filepath.Join(dir, e.Name())
		if st, err := os.Stat(p); err != nil || !st.IsDir() {
			continue
		}
		fp, err := moduleFingerprint(p)
		if err != nil {
			return nil, err
		}
		out[e.Name()] = fp
	}
	return out, nil
}

func moduleFingerprint(dir string) (string, error) {
	root, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return "", err
	}
	var lines [][]byte
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p == root {
			return nil
		}
		rel, err := filepath.Rel(root, p)
		if err != nil {
			return err
		}
		switch {
		case d.Type()&fs.ModeSymlink != 0:
			target, err := os.Readlink(p)
			if err != nil {
				return err
			}
			lines = append(lines, []byte("L "+rel+" "+target+"\n"))
		case d.Type().IsRegular():
			f, err := os.Open(p)
			if err != nil {
				return err
			}
			h := sha256.New()
			_, err = io.Copy(h, f)
			f.Close()
			if err != nil {
				return err
			}
			lines = append(lines, []byte("F "+rel+" "+hex.EncodeToString(h.Sum(nil))+"\n"))
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	sort.Slice(lines, func(i, j int) bool { return bytes.Compare(lines[i], lines[j]) < 0 })
	h := sha256.New()
	for _, l := range lines {
		h.Write(l)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
