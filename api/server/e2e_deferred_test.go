package server

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// TestRealAgentDeferredAndBinary runs a real Puppet 7 agent against
// `punch serve` with a catalog holding rich data, as Puppet Server serves
// it to an agent that accepts application/vnd.puppet.rich+json: a file
// whose content is Deferred('join', ...) (a function of Puppet that the
// agent calls before applying), one whose content is a Deferred call of a
// function the module ships in lib/ (pluginsynced to the agent), and one
// whose content is a Binary of bytes that are not UTF-8 (binary_file).
// The files on disk must hold what the agent resolved and the exact
// bytes.
func TestRealAgentDeferredAndBinary(t *testing.T) {
	puppet, tmp, bin := realAgentSetup(t)
	env := filepath.Join(tmp, "environments", "production")
	binary := []byte{0, 1, 0xfe, 0xff, '\n', 0x80, 'x'}
	testtree.Write(t, env, map[string]string{
		"manifests/site.pp": `node default {
  $root = $facts['punch_deferred_root']
  file { $root: ensure => directory }
  file { "${root}/joined.txt": content => Deferred('join', [['a', 'b', 'c'], '-']) }
  file { "${root}/shout.txt": content => Deferred('rich::shout', ['hello']) }
  file { "${root}/bytes.bin": content => binary_file('rich/bytes.bin') }
}
`,
		"modules/rich/files/bytes.bin": string(binary),
		"modules/rich/lib/puppet/functions/rich/shout.rb": `Puppet::Functions.create_function(:'rich::shout') do
  dispatch :shout do
    param 'String', :text
  end
  def shout(text)
    text.upcase + "!\n"
  end
end
`,
	})
	srv := startRealServe(t, bin, tmp, filepath.Dir(env))

	dir := filepath.Join(tmp, "agent")
	root := filepath.Join(dir, "files")
	out := srv.agent(t, puppet, agent1, dir, []string{"FACTER_punch_deferred_root=" + root})
	for name, want := range map[string][]byte{
		"joined.txt": []byte("a-b-c"),
		"shout.txt":  []byte("HELLO!\n"),
		"bytes.bin":  binary,
	} {
		got, err := os.ReadFile(filepath.Join(root, name))
		if err != nil {
			t.Errorf("%s: %v\nagent output:\n%s", name, err, out)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s holds %q, want %q\nagent output:\n%s", name, got, want, out)
		}
	}
	if strings.Contains(out, "Warning") {
		t.Errorf("the agent warned:\n%s", out)
	}
}
