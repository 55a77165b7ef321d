package rlib

import (
	"os/exec"
	"strings"
	"testing"
)

// TimeParseNoInformation against ruby 3.1's Time.parse where installed
// (the recorded answers of Puppet Server are in api/server's agentconv).
func TestTimeParseNoInformation(t *testing.T) {
	inputs := []string{"bogus", "2024-01-02", "2024-13-45T99", "", "  ", "2024-01-02T03:04:05.123Z", "2024-01-02", "12:30", "Jan", "Tuesday", "5", "x 1999 y", "now", "2020-W01", "1.5", "T"}
	want := map[string]bool{}
	if _, err := exec.LookPath("ruby"); err == nil {
		script := `require 'time'; ARGV.each { |s| begin; Time.parse(s); puts "ok"; rescue ArgumentError => e; puts(e.message.start_with?("no time information") ? "none" : "ok"); end }`
		out, err := exec.Command("ruby", append([]string{"-e", script}, inputs...)...).Output()
		if err != nil {
			t.Fatal(err)
		}
		for i, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			want[inputs[i]] = l == "none"
		}
	} else {
		t.Skip("ruby is not installed")
	}
	for _, s := range inputs {
		if got := TimeParseNoInformation(s); got != want[s] {
			t.Errorf("TimeParseNoInformation(%q) = %v, Ruby's Time.parse: no time information %v", s, got, want[s])
		}
	}
}
