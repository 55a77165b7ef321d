package catdiff

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"
	"strings"

	"github.com/punch-dev/punch/compiler/util/plainjson"
)

// FileContent is what an agent would write for a file resource's
// `source`: a file's bytes (as text when they are text, else a checksum),
// a directory (with its recursive listing when the resource recurses), or
// the reason there is nothing. Package filesource resolves it; it is set
// on the resource as the parameter ContentParam.
//
// Values are shared between the nodes and sides that use the same file,
// and are never changed once made.
type FileContent struct {
	// Source is the source an agent would use (the first that exists).
	Source string
	// Kind is what the agent would write.
	Kind ContentKind
	// Reason says why there is no content (Missing, Unresolved).
	Reason string
	// Digest is "{sha256}HEX" of a file's bytes; Size their number.
	Digest string
	Size   int64
	// Text holds a file's bytes when HasText: valid UTF-8 without NUL
	// bytes, no larger than the resolver's limit.
	Text    string
	HasText bool
	// Target is a link's destination (a recursive copy with links =>
	// manage).
	Target string
	// Entries are a recursed directory's files, directories and links
	// (not the directory itself), by relative path.
	Entries []DirEntry
}

// DirEntry is one entry of a recursive copy.
type DirEntry struct {
	Path    string
	Content *FileContent
}

// ContentKind is what a source gives.
type ContentKind string

// The kinds of content.
const (
	KindFile      ContentKind = "file"
	KindDirectory ContentKind = "directory"
	KindLink      ContentKind = "link"
	// KindMissing: no source exists; the agent would fail the resource.
	KindMissing ContentKind = "missing"
	// KindUnresolved: the source cannot be read here (an http source, a
	// local path on the agent that is not on this machine); only the
	// source itself is compared.
	KindUnresolved ContentKind = "unresolved"
)

// ContentParam is the name of the parameter that holds a derived content:
// a file with a source has no content parameter (Puppet refuses both), so
// the content an agent would write is compared as one.
const ContentParam = "content"

// Same reports whether two contents are the same for an agent.
func (c *FileContent) Same(o *FileContent) bool {
	if c == o {
		return true
	}
	if c == nil || o == nil || c.Kind != o.Kind || c.Digest != o.Digest || c.Target != o.Target || len(c.Entries) != len(o.Entries) {
		return false
	}
	if c.Kind == KindMissing || c.Kind == KindUnresolved {
		return c.Reason == o.Reason
	}
	for i := range c.Entries {
		if c.Entries[i].Path != o.Entries[i].Path || !c.Entries[i].Content.Same(o.Entries[i].Content) {
			return false
		}
	}
	return true
}

// sameBytes reports whether the agent writes the text s for c: a file
// whose content is given inline on one side and by a source on the other
// is the same file when the bytes are.
func (c *FileContent) sameBytes(s string) bool {
	if c == nil || c.Kind != KindFile || c.Size != int64(len(s)) {
		return false
	}
	sum := sha256.Sum256([]byte(s))
	return c.Digest == "{sha256}"+hex.EncodeToString(sum[:])
}

// textOf gives a content parameter's text: an inline string, or a
// source's file when it is text.
func textOf(v any) (string, bool) {
	switch x := v.(type) {
	case string:
		return x, true
	case *FileContent:
		if x.Kind == KindFile && x.HasText {
			return x.Text, true
		}
	}
	return "", false
}

// summary is the content in one line.
func (c *FileContent) summary() string {
	switch c.Kind {
	case KindFile:
		kind := "text"
		if !c.HasText {
			kind = "binary or large"
		}
		return fmt.Sprintf("%s, %d bytes, %s", kind, c.Size, c.Digest)
	case KindDirectory:
		if len(c.Entries) == 0 {
			return "a directory"
		}
		return fmt.Sprintf("a directory of %d entries", len(c.Entries))
	case KindLink:
		return "a link to " + c.Target
	}
	return string(c.Kind) + ": " + c.Reason
}

// MarshalJSON gives the content as an object: source, type, checksum,
// size, content (text), target, files (a recursive listing) or reason.
func (c *FileContent) MarshalJSON() ([]byte, error) {
	type entry struct {
		Source   string                  `json:"source,omitempty"`
		Type     ContentKind             `json:"type"`
		Checksum string                  `json:"checksum,omitempty"`
		Size     *int64                  `json:"size,omitempty"`
		Content  *string                 `json:"content,omitempty"`
		Target   string                  `json:"target,omitempty"`
		Reason   string                  `json:"reason,omitempty"`
		Files    map[string]*FileContent `json:"files,omitempty"`
	}
	e := entry{Source: c.Source, Type: c.Kind, Checksum: c.Digest, Target: c.Target, Reason: c.Reason}
	if c.Kind == KindFile {
		e.Size = &c.Size
		if c.HasText {
			e.Content = &c.Text
		}
	}
	if len(c.Entries) > 0 {
		e.Files = make(map[string]*FileContent, len(c.Entries))
		for _, en := range c.Entries {
			e.Files[en.Path] = en.Content
		}
	}
	return plainjson.Marshal(e)
}

// contentLines renders a change of derived content: a line diff of two
// texts, the checksums otherwise, and for directories the entries that
// came, went or changed (with a line diff of changed texts).
func contentLines(a, b *FileContent, context int) []string {
	switch {
	case a == nil || b == nil:
		var one *FileContent
		sign := "+ "
		if a != nil {
			one, sign = a, "- "
		} else {
			one = b
		}
		return []string{sign + one.summary()}
	case a.Kind == KindFile && b.Kind == KindFile && a.HasText && b.HasText:
		return lineDiff(a.Text, b.Text, context)
	case a.Kind == KindDirectory && b.Kind == KindDirectory && (len(a.Entries) > 0 || len(b.Entries) > 0):
		return entryLines(a.Entries, b.Entries, context)
	}
	return []string{"- " + a.summary(), "+ " + b.summary()}
}

func entryLines(a, b []DirEntry, context int) []string {
	old := make(map[string]*FileContent, len(a))
	for _, e := range a {
		old[e.Path] = e.Content
	}
	paths := make([]string, 0, len(a)+len(b))
	seen := map[string]bool{}
	for _, e := range append(append([]DirEntry(nil), a...), b...) {
		if !seen[e.Path] {
			seen[e.Path] = true
			paths = append(paths, e.Path)
		}
	}
	sort.Strings(paths)
	nw := make(map[string]*FileContent, len(b))
	for _, e := range b {
		nw[e.Path] = e.Content
	}
	var out []string
	for _, p := range paths {
		o, n := old[p], nw[p]
		switch {
		case o == nil:
			out = append(out, fmt.Sprintf("+ %s (%s)", p, n.summary()))
		case n == nil:
			out = append(out, fmt.Sprintf("- %s (%s)", p, o.summary()))
		case !o.Same(n):
			out = append(out, "~ "+p)
			for _, l := range contentLines(o, n, context) {
				out = append(out, "    "+l)
			}
		}
	}
	return out
}

// detailLines are an added resource's content as shown with --detail-add:
// a text (at most max lines), or its summary.
func (c *FileContent) detailLines(max int) []string {
	if c.Kind == KindFile && c.HasText {
		lines := strings.Split(strings.TrimSuffix(c.Text, "\n"), "\n")
		if max > 0 && len(lines) > max {
			n := len(lines) - max
			lines = append(lines[:max:max], fmt.Sprintf("... (%d more lines)", n))
		}
		return lines
	}
	if c.Kind == KindDirectory && len(c.Entries) > 0 {
		var out []string
		for _, e := range c.Entries {
			out = append(out, fmt.Sprintf("%s (%s)", e.Path, e.Content.summary()))
			if max > 0 && len(out) >= max {
				out = append(out, fmt.Sprintf("... (%d more entries)", len(c.Entries)-max))
				break
			}
		}
		return out
	}
	return []string{c.summary()}
}
