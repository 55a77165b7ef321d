package stdlib

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/functions/core"
	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/data"
	"github.com/punch-dev/punch/environments/readlimit"
)

// Ports of stdlib's loadjson and loadyaml: data read from a file of the
// compiling machine (or an http(s) URL) with a default for a missing or
// broken file. Both are 3.x functions:
//
//   - a missing file warns "Can't load 'PATH' File does not exist!" (the
//     3.x warning, attributed to the calling scope) and returns the default
//     (undef without one);
//   - a file whose data is false or null returns the default;
//   - any error returns the default when the default is truthy in Ruby
//     (an undef argument reaches the function as "", which is), else fails
//     with the error's message.
//
// loadjson parses with Puppet's PSON parser: the document must be one
// object or array ("source 'null' not in PSON!", "source did not contain
// any PSON!"), comments are allowed. loadyaml is Psych 4's YAML.load_file:
// symbols are allowed, aliases and other Ruby classes are not.

func stdlibLoadFunctions(l *functions.Lib) {
	l.Register3x("loadjson", stdlib, -2, func(c functions.Context, args []values.Value) (values.Value, error) {
		return loadData(c, "loadjson", args, func(path string, src []byte) (values.Value, error) {
			return parsePSON(src)
		})
	})
	// parsepson(string, default): PSON.load of the string, the default (when
	// given) for any error.
	l.Register("parsepson", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		v, err := parsePSON([]byte(args[0].(string)))
		if err != nil {
			if len(args) > 1 {
				return args[1], nil
			}
			return nil, functions.Errorf("%s", err.Error())
		}
		return v, nil
	}).Req("pson_string", "String[1]").Opt("default", "Any"))
	l.Register3x("loadyaml", stdlib, -2, func(c functions.Context, args []values.Value) (values.Value, error) {
		return loadData(c, "loadyaml", args, func(path string, src []byte) (values.Value, error) {
			v, _, err := data.DecodeYAML(src, data.YAMLOptions{File: path, AllowSymbols: true, NoAliases: true})
			if err != nil {
				return nil, errors.New(yamlErrorMessage(err))
			}
			return values.FromData(v), nil
		})
	})
}

// urlWithUser is stdlib's pattern for credentials in a URL (greedy, as
// Ruby's): protocol, user, password, rest; urlWithUserOnly without the
// password.
var (
	urlWithUser     = lazyre.New(`(http://|https://)(.*):(.*)@(.*)`)
	urlWithUserOnly = lazyre.New(`(http://|https://)(.*)@(.*)`)
)

func loadData(c functions.Context, name string, args []values.Value, parse func(path string, src []byte) (values.Value, error)) (values.Value, error) {
	if len(args) < 1 {
		return nil, functions.Errorf("Wrong number of arguments. 1 or 2 arguments should be provided.")
	}
	dflt := functions.Arg(args, 1)
	fail := func(err error) (values.Value, error) {
		if dflt != nil && dflt != false {
			return dflt, nil
		}
		return nil, functions.Errorf("%s", err.Error())
	}
	src, ok := args[0].(string)
	if !ok {
		return fail(fmt.Errorf("undefined method `start_with?' for %s", rubyInspectForError(args[0])))
	}
	var content []byte
	if strings.HasPrefix(src, "http://") || strings.HasPrefix(src, "https://") {
		url, user, pass, auth := src, "", "", false
		if m := urlWithUser.FindStringSubmatch(src); m != nil {
			url, user, pass, auth = m[1]+m[4], m[2], m[3], true
		} else if m := urlWithUserOnly.FindStringSubmatch(src); m != nil {
			url, user, auth = m[1]+m[3], m[2], true
		}
		body, status, err := httpGet(url, user, pass, auth || name == "loadyaml")
		if err != nil {
			return fail(err)
		}
		if status != "" {
			c.Log("warning", fmt.Sprintf("Can't load '%s' HTTP Error Code: '%s'", url, status))
			// The module goes on to parse nil, which raises.
			return fail(errors.New("undefined method `read' for nil:NilClass"))
		}
		content = body
	} else {
		st, err := os.Stat(src)
		if err != nil {
			c.Log("warning", fmt.Sprintf("Can't load '%s' File does not exist!", src))
			return dflt, nil
		}
		if st.IsDir() {
			return fail(fmt.Errorf("Is a directory @ io_fread - %s", src))
		}
		content, err = readlimit.ReadFile(src)
		var tooLarge *readlimit.TooLargeError
		var notRegular *readlimit.NotRegularError
		if errors.As(err, &tooLarge) || errors.As(err, &notRegular) {
			return fail(err)
		}
		if err != nil {
			return fail(fmt.Errorf("Permission denied @ rb_sysopen - %s", src))
		}
	}
	v, err := parse(src, content)
	if err != nil {
		return fail(err)
	}
	if !values.Truthy(v) {
		return dflt, nil
	}
	return v, nil
}

// rubyInspectForError names a non-string path as Ruby's NoMethodError does.
func rubyInspectForError(v values.Value) string {
	switch v.(type) {
	case []values.Value:
		return "an instance of Array"
	case *values.Hash:
		return "an instance of Hash"
	case bool:
		if v.(bool) {
			return "true:TrueClass"
		}
		return "false:FalseClass"
	case nil:
		return "nil:NilClass"
	}
	return "an instance of " + core.RubyClassForConversion(v)
}

// httpGet fetches url as OpenURI does (redirects followed); status is the
// HTTP code of a failed request ("404"), "" on success.
func httpGet(url, user, pass string, auth bool) (body []byte, status string, err error) {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		return nil, "", err
	}
	if auth {
		req.SetBasicAuth(user, pass)
	}
	client := &http.Client{Timeout: 60 * time.Second}
	resp, err := client.Do(req)
	if err != nil {
		return nil, "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		return nil, fmt.Sprint(resp.StatusCode), nil
	}
	body, err = io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	return body, "", err
}

// skipInString consumes the byte at *i of a scan of a JSON-like document
// when the scan is inside a string literal (*inStr): an escape takes the
// next byte too, a quote ends the string. It reports whether it did.
func skipInString(doc []byte, i *int, inStr *bool) bool {
	if !*inStr {
		return false
	}
	switch doc[*i] {
	case '\\':
		*i++
	case '"':
		*inStr = false
	}
	return true
}

// parsePSON parses a document as Puppet's PSON parser (PSON.load): outside
// strings, whitespace and // and /* */ comments are skipped; the document
// is exactly one object or array.
func parsePSON(src []byte) (values.Value, error) {
	clean := bytes.Clone(src)
	// Blank out comments (same length, so positions keep their meaning).
	inStr := false
	for i := 0; i < len(clean); i++ {
		if skipInString(clean, &i, &inStr) {
			continue
		}
		ch := clean[i]
		switch {
		case ch == '"':
			inStr = true
		case ch == '/' && i+1 < len(clean) && clean[i+1] == '/':
			// A line comment needs its line end ('//[^\n\r]*[\n\r]').
			j := i
			for j < len(clean) && clean[j] != '\n' && clean[j] != '\r' {
				j++
			}
			if j < len(clean) {
				for k := i; k < j; k++ {
					clean[k] = ' '
				}
			}
			i = j
		case ch == '/' && i+1 < len(clean) && clean[i+1] == '*':
			end := bytes.Index(clean[i+2:], []byte("*/"))
			if end < 0 {
				return nil, fmt.Errorf("source '%s' not in PSON!", peek20(src, i))
			}
			for j := i; j < i+2+end+2; j++ {
				clean[j] = ' '
			}
			i += 2 + end + 1
		}
	}
	isSpace := func(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\r' }
	pos := 0
	for pos < len(clean) && isSpace(clean[pos]) {
		pos++
	}
	if pos == len(clean) {
		return nil, errors.New("source did not contain any PSON!")
	}
	if clean[pos] != '{' && clean[pos] != '[' {
		return nil, fmt.Errorf("source '%s' not in PSON!", peek20(src, pos))
	}
	// The end of the top-level value: its closing bracket, strings skipped.
	depth, end := 0, -1
	inStr = false
	for i := pos; i < len(clean) && end < 0; i++ {
		if skipInString(clean, &i, &inStr) {
			continue
		}
		ch := clean[i]
		switch ch {
		case '"':
			inStr = true
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth == 0 {
				end = i + 1
			}
		}
	}
	if end < 0 {
		end = len(clean)
	}
	v, err := data.DecodeJSON(clean[pos:end], data.JSONOptions{})
	if err != nil {
		return nil, errors.New(jsonErrorMessage(string(clean[pos:end]), err))
	}
	for i := end; i < len(clean); i++ {
		if !isSpace(clean[i]) {
			if clean[i] == '{' || clean[i] == '[' {
				i++ // scanned as the start of a second document
			}
			return nil, fmt.Errorf("source '%s' not in PSON!", peek20(src, i))
		}
	}
	return values.FromData(v), nil
}

// peek20 is StringScanner#peek(20) at byte offset i.
func peek20(src []byte, i int) string {
	if i >= len(src) {
		return ""
	}
	end := i + 20
	if end > len(src) {
		end = len(src)
	}
	return string(src[i:end])
}
