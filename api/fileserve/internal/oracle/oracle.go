// Package oracle records and compares file-serving answers in a normalised
// text form, so that Puppet Server's answers for the fixture tree (recorded
// by cmd oraclecmp) can be checked against Punch's in tests.
package oracle

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
)

// Case is one request of a cases file.
type Case struct {
	// Line is the line as written, the case's key in golden files.
	Line string
	URL  string
	// Accept is the Accept header to send; nil means none.
	Accept *string
}

// ParseCase reads a cases-file line: "[accept=VALUE ]URL", VALUE "none"
// meaning no Accept header. Without accept= the header is what a Puppet 7
// agent sends for the endpoint.
func ParseCase(line string) Case {
	c := Case{Line: line, URL: line}
	var accept string
	if v, rest, ok := strings.Cut(line, " "); ok && strings.HasPrefix(v, "accept=") {
		c.URL = rest
		accept = strings.TrimPrefix(v, "accept=")
		if accept == "none" {
			return c
		}
	} else if strings.Contains(line, "/file_content/") {
		accept = "application/octet-stream"
	} else {
		accept = "application/json, text/pson"
	}
	c.Accept = &accept
	return c
}

// ReadCases reads a cases file: one request path with query per line;
// blank lines and lines starting with # are skipped.
func ReadCases(path string) ([]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var cases []string
	for _, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cases = append(cases, line)
	}
	return cases, nil
}

var timeRE = regexp.MustCompile(`\{(ctime|mtime)\}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d [+-]\d{4}`)

// Answer is one normalised response.
type Answer struct {
	Status      int
	ContentType string
	Body        string
}

func (a Answer) String() string {
	return fmt.Sprintf("status: %d\ncontent-type: %s\n%s", a.Status, a.ContentType, a.Body)
}

// Normalize turns a response into an Answer: the fixture root becomes $ROOT,
// ctime and mtime checksum values become $TIME, and the elements of a JSON
// array are sorted by relative_path (Puppet lists directory entries in file
// system order) and put one per line, each kept byte for byte.
func Normalize(status int, contentType string, body []byte, root string) Answer {
	return normalize(status, contentType, body, root, true)
}

// SortOnly is Normalize without replacing the root or the times: byte
// equality of two SortOnly answers means equal responses up to the order of
// array elements.
func SortOnly(status int, contentType string, body []byte) Answer {
	return normalize(status, contentType, body, "", false)
}

func normalize(status int, contentType string, body []byte, root string, times bool) Answer {
	a := Answer{Status: status, ContentType: contentType}
	if contentType == "application/octet-stream" {
		a.Body = fmt.Sprintf("%d bytes, sha256 %x", len(body), sha256.Sum256(body))
		return a
	}
	text := string(body)
	if (strings.HasPrefix(contentType, "application/json") || contentType == "text/pson") && bytes.HasPrefix(bytes.TrimSpace(body), []byte("[")) {
		var elems []json.RawMessage
		if err := json.Unmarshal(body, &elems); err == nil {
			type keyed struct {
				rel string
				raw string
			}
			ks := make([]keyed, len(elems))
			for i, e := range elems {
				var v struct {
					RelativePath string `json:"relative_path"`
				}
				json.Unmarshal(e, &v)
				ks[i] = keyed{v.RelativePath, string(e)}
			}
			sort.SliceStable(ks, func(i, j int) bool { return ks[i].rel < ks[j].rel })
			var b strings.Builder
			b.WriteString("[\n")
			for _, k := range ks {
				b.WriteString(k.raw)
				b.WriteString("\n")
			}
			b.WriteString("]")
			text = b.String()
		}
	}
	if root != "" {
		text = strings.ReplaceAll(text, root, "$ROOT")
	}
	if times {
		text = timeRE.ReplaceAllString(text, "{$1}$$TIME")
	}
	a.Body = text
	return a
}

// Golden is a recorded set of answers.
type Golden struct {
	// ModuleOrder is the order Puppet listed the production modules in
	// (its directory order), which decides who wins in merged mounts.
	ModuleOrder []string
	Answers     map[string]Answer
	Cases       []string
}

const caseMarker = "=== GET "

// Write renders g in its text form.
func (g Golden) Write(path string) error {
	var b strings.Builder
	b.WriteString("# Recorded from Puppet Server by api/fileserve/internal/oraclecmp; do not edit.\n")
	fmt.Fprintf(&b, "module-order: %s\n", strings.Join(g.ModuleOrder, " "))
	for _, c := range g.Cases {
		fmt.Fprintf(&b, "%s%s\n%s\n", caseMarker, c, g.Answers[c])
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// ReadGolden reads a file written by Write.
func ReadGolden(path string) (Golden, error) {
	f, err := os.Open(path)
	if err != nil {
		return Golden{}, err
	}
	defer f.Close()
	g := Golden{Answers: map[string]Answer{}}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	var cur string
	var lines []string
	flush := func() error {
		if cur == "" {
			return nil
		}
		if len(lines) < 2 {
			return fmt.Errorf("%s: case %s is truncated", path, cur)
		}
		var a Answer
		if _, err := fmt.Sscanf(lines[0], "status: %d", &a.Status); err != nil {
			return fmt.Errorf("%s: case %s: %v", path, cur, err)
		}
		a.ContentType = strings.TrimPrefix(lines[1], "content-type: ")
		a.Body = strings.Join(lines[2:], "\n")
		g.Answers[cur] = a
		g.Cases = append(g.Cases, cur)
		return nil
	}
	for sc.Scan() {
		line := sc.Text()
		switch {
		case cur == "" && strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "module-order: "):
			g.ModuleOrder = strings.Fields(strings.TrimPrefix(line, "module-order: "))
		case strings.HasPrefix(line, caseMarker):
			if err := flush(); err != nil {
				return g, err
			}
			cur = strings.TrimPrefix(line, caseMarker)
			lines = nil
		default:
			lines = append(lines, line)
		}
	}
	if err := flush(); err != nil {
		return g, err
	}
	return g, sc.Err()
}
