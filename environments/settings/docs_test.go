package settings

import (
	"os"
	"strings"
	"testing"
)

// TestDocsCoverEverySetting keeps docs/configuration.md complete.
func TestDocsCoverEverySetting(t *testing.T) {
	doc, err := os.ReadFile("../../docs/configuration.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range Names() {
		if !strings.Contains(string(doc), "`"+name+"`") {
			t.Errorf("docs/configuration.md does not document `%s`", name)
		}
	}
}
