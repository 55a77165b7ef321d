package ports

import (
	"errors"
	"os"
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/functions/core"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/readlimit"
)

// Functions of Debian modules that build URLs or read files of the compiling
// machine: puppet-archive's assemble_nexus_url (archive::nexus) and
// openstack-neutron's convert_cert_to_string (the OpenDaylight OVS plugin
// with TLS).

func modulesFilesFunctions(l *functions.Lib) {
	l.Register3x("assemble_nexus_url", "archive", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		url, params := functions.Arg(args, 0), functions.Arg(args, 1)
		// params.to_a.map { |x| "#{x[0]}=#{CGI.escape(x[1])}" }.join('&')
		var pairs []string
		switch p := params.(type) {
		case *values.Hash:
			for i := 0; i < p.Len(); i++ {
				k, v := p.At(i)
				s, ok := v.(string)
				if !ok {
					return nil, cgiEscapeTypeError(v)
				}
				pairs = append(pairs, functions.RubyToS(k)+"="+cgiEscape(s))
			}
		case []values.Value:
			if len(p) > 0 {
				return nil, core.NoMethodError("[]", p[0])
			}
		case nil:
		case string:
			// undef arrives as '' (String has no to_a; Ruby's did_you_mean
			// lists its conversions)
			return nil, functions.Errorf("undefined method `to_a' for %s:String\nDid you mean?  to_f\n               to_i\n               to_s\n               to_c\n               to_r", functions.RubyInspect(p))
		default:
			return nil, core.NoMethodError("to_a", params)
		}
		return functions.RubyToS(url) + "/service/local/artifact/maven/content?" + strings.Join(pairs, "&"), nil
	})

	l.Add(&functions.Function{Name: "convert_cert_to_string", Module: "neutron", Signatures: []*functions.Signature{{
		Required: []functions.Param{{Name: "cert_file", Type: values.StringType(0, 1<<62)}},
		Call: func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			path := args[0].(string)
			if st, err := os.Stat(path); err != nil || !st.Mode().IsRegular() {
				return nil, functions.ParseErr("Certificate file not found: %s", path)
			}
			b, err := readlimit.ReadFile(path)
			var tooLarge *readlimit.TooLargeError
			if errors.As(err, &tooLarge) {
				return nil, functions.Errorf("%v", err)
			}
			if err != nil {
				return nil, functions.Errorf("Permission denied @ rb_sysopen - %s", path)
			}
			// File.readlines, then every line without '-----', stripped
			var out strings.Builder
			for _, line := range strings.SplitAfter(string(b), "\n") {
				if line == "" || strings.Contains(line, "-----") {
					continue
				}
				out.WriteString(strings.Trim(line, " \t\n\v\f\r\x00"))
			}
			return out.String(), nil
		}}}})
}

// cgiEscape is Ruby's CGI.escape: bytes other than letters, digits, '_',
// '.', '-', '~' and space become %XX, then spaces become '+'.
func cgiEscape(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9',
			c == '_', c == '.', c == '-', c == '~':
			b.WriteByte(c)
		case c == ' ':
			b.WriteByte('+')
		default:
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
	return b.String()
}

// cgiEscapeTypeError is Ruby's error for CGI.escape of a non-String.
func cgiEscapeTypeError(v values.Value) error {
	if v == nil {
		return functions.Errorf("no implicit conversion of nil into String")
	}
	return functions.Errorf("no implicit conversion of %s into String", functions.RubyClass(v))
}
