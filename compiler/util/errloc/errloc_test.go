package errloc

import "testing"

// The expected strings are Puppet 7.23's: Puppet::Util::Errors.error_location
// ("(file: F, line: L)", "(file: F)", "(line: L)", "") and the column of
// Puppet::ExternalFileError#to_s.
func TestFormat(t *testing.T) {
	for _, c := range []struct {
		file      string
		line, col int
		want      string
	}{
		{"/etc/site.pp", 3, 7, "(file: /etc/site.pp, line: 3, column: 7)"},
		{"/etc/site.pp", 3, 0, "(file: /etc/site.pp, line: 3)"},
		{"/etc/site.pp", 0, 7, "(file: /etc/site.pp)"},
		{"", 3, 0, "(line: 3)"},
		{"", 3, 7, "(line: 3, column: 7)"},
		{"", 0, 7, ""},
		{"", -1, 0, ""},
	} {
		if got := Format(c.file, c.line, c.col); got != c.want {
			t.Errorf("Format(%q, %d, %d) = %q, want %q", c.file, c.line, c.col, got, c.want)
		}
	}
}

func TestFileLine(t *testing.T) {
	for _, c := range []struct {
		file string
		line int
		want string
	}{
		{"/etc/puppet/code/environments/production/environment.conf", 4, "/etc/puppet/code/environments/production/environment.conf:4"},
		{"lib/puppet/type/x.rb", 0, "lib/puppet/type/x.rb"},
		{"a.pp", -1, "a.pp"},
	} {
		if got := FileLine(c.file, c.line); got != c.want {
			t.Errorf("FileLine(%q, %d) = %q, want %q", c.file, c.line, got, c.want)
		}
	}
}
