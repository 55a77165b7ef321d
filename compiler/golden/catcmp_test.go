package golden

import (
	"strings"
	"testing"
)

const baseCatalog = `{
  "tags": ["settings", "class"], "name": "web01.example.com", "version": 1, "code_id": null,
  "catalog_uuid": "u1", "catalog_format": 2, "environment": "production",
  "resources": [
    {"type": "Stage", "title": "main", "tags": ["stage"], "exported": false, "kind": "compilable_type", "parameters": {"name": "main"}},
    {"type": "Class", "title": "Settings", "tags": ["class", "settings"], "exported": false},
    {"type": "Class", "title": "main", "tags": ["class"], "exported": false, "parameters": {"name": "main"}},
    {"type": "Notify", "title": "a", "tags": ["notify", "class"], "file": "manifests/site.pp", "line": 1, "exported": false,
     "parameters": {"message": "hi", "n": 1, "f": 1.5, "b": true, "l": [1, "x"], "h": {"k": "v"}}}
  ],
  "edges": [{"source": "Stage[main]", "target": "Class[Settings]"}, {"source": "Stage[main]", "target": "Class[main]"},
            {"source": "Class[main]", "target": "Notify[a]"}],
  "classes": ["settings"]
}`

func mutate(old, new string) []byte {
	if !strings.Contains(baseCatalog, old) {
		panic("mutate: no " + old)
	}
	return []byte(strings.Replace(baseCatalog, old, new, 1))
}

func TestCompareCatalogs(t *testing.T) {
	tests := []struct {
		name   string
		actual []byte
		order  bool
		want   []string
	}{
		{"identical", []byte(baseCatalog), false, nil},
		{"ignored fields", mutate(`"version": 1, "code_id": null,
  "catalog_uuid": "u1"`, `"version": 99, "code_id": "x", "catalog_uuid": "u2"`), false, nil},
		{"file, line and kind ignored", mutate(`"file": "manifests/site.pp", "line": 1,`, `"file": "x.pp", "line": 7, "kind": "x",`), false, nil},
		{"settings class optional", mutate(`{"type": "Class", "title": "Settings", "tags": ["class", "settings"], "exported": false},`, ``), false, nil},
		{"settings edge optional", mutate(`{"source": "Stage[main]", "target": "Class[Settings]"}, `, ``), false, nil},
		{"settings in classes optional", mutate(`"classes": ["settings"]`, `"classes": []`), false, nil},
		{"tags are a set", mutate(`"tags": ["notify", "class"]`, `"tags": ["class", "notify", "class"]`), false, nil},
		{"number value equality", mutate(`"n": 1,`, `"n": 1.0,`), false, nil},
		{"name", mutate(`"name": "web01.example.com"`, `"name": "db"`), false,
			[]string{"name: expected 'web01.example.com' got 'db'"}},
		{"environment", mutate(`"environment": "production"`, `"environment": "staging"`), false,
			[]string{"environment: expected 'production' got 'staging'"}},
		{"edge changed", mutate(`{"source": "Class[main]", "target": "Notify[a]"}`, `{"source": "Class[main]", "target": "Notify[b]"}`), false,
			[]string{"missing edge Class[main] -> Notify[a]", "extra edge Class[main] -> Notify[b]"}},
		{"renamed resource", mutate(`"title": "a"`, `"title": "b"`), false,
			[]string{"missing resource Notify[a]", "extra resource Notify[b]"}},
		{"parameter value", mutate(`"message": "hi"`, `"message": "ho"`), false,
			[]string{`Notify[a] parameter message: expected "hi" got "ho"`}},
		{"parameter missing", mutate(`"message": "hi", `, ``), false,
			[]string{`Notify[a] parameter message: expected "hi" got "<absent>"`}},
		{"parameter extra", mutate(`"message": "hi"`, `"message": "hi", "z": null`), false,
			[]string{`Notify[a] parameter z: expected "<absent>" got null`}},
		{"string is not a number", mutate(`"n": 1`, `"n": "1"`), false,
			[]string{`Notify[a] parameter n: expected 1 got "1"`}},
		{"boolean is not a number", mutate(`"b": true`, `"b": 1`), false,
			[]string{`Notify[a] parameter b: expected true got 1`}},
		{"array order matters", mutate(`"l": [1, "x"]`, `"l": ["x", 1]`), false,
			[]string{`Notify[a] parameter l: expected [1,"x"] got ["x",1]`}},
		{"hash key order does not", mutate(`"h": {"k": "v"}`, `"h": {"k": "v"}`), false, nil},
		{"hash value", mutate(`"h": {"k": "v"}`, `"h": {"k": "w"}`), false,
			[]string{`Notify[a] parameter h: expected {"k":"v"} got {"k":"w"}`}},
		{"tags differ", mutate(`"tags": ["notify", "class"]`, `"tags": ["notify"]`), false,
			[]string{"Notify[a] tags: expected ['class', 'notify'] got ['notify']"}},
		{"exported", mutate(`"line": 1, "exported": false`, `"line": 1, "exported": true`), false,
			[]string{"Notify[a] exported: expected False got True"}},
		{"exported absent means false", mutate(`"line": 1, "exported": false,`, `"line": 1,`), false, nil},
		{"classes", mutate(`"classes": ["settings"]`, `"classes": ["settings", "foo"]`), false,
			[]string{"classes: missing [] extra ['foo']"}},
		{"order ignored by default", mutate(`{"type": "Stage", "title": "main", "tags": ["stage"], "exported": false, "kind": "compilable_type", "parameters": {"name": "main"}},
    {"type": "Class", "title": "Settings", "tags": ["class", "settings"], "exported": false},`, `{"type": "Class", "title": "Settings", "tags": ["class", "settings"], "exported": false},`+
			`{"type": "Stage", "title": "main", "tags": ["stage"], "exported": false, "kind": "compilable_type", "parameters": {"name": "main"}},`), false, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := CompareCatalogs([]byte(baseCatalog), tc.actual, tc.order)
			if err != nil {
				t.Fatal(err)
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("got\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(tc.want, "\n  "))
			}
		})
	}
}

func TestCompareCatalogsOrder(t *testing.T) {
	swapped := strings.Replace(baseCatalog, `{"type": "Class", "title": "main", "tags": ["class"], "exported": false, "parameters": {"name": "main"}},`, ``, 1)
	swapped = strings.Replace(swapped, `"resources": [`, `"resources": [{"type": "Class", "title": "main", "tags": ["class"], "exported": false, "parameters": {"name": "main"}},`, 1)
	if d, _ := CompareCatalogs([]byte(baseCatalog), []byte(swapped), false); len(d) != 0 {
		t.Errorf("order must not matter without check_order: %v", d)
	}
	d, _ := CompareCatalogs([]byte(baseCatalog), []byte(swapped), true)
	if len(d) != 1 || !strings.HasPrefix(d[0], "resource order differs") {
		t.Errorf("order must matter with check_order: %v", d)
	}
}

func TestCompareCatalogsRejectsNonJSON(t *testing.T) {
	if _, err := CompareCatalogs([]byte(baseCatalog), []byte("Error: boom"), false); err == nil {
		t.Error("garbage output must be an error")
	}
}

func TestLogLines(t *testing.T) {
	stderr := strings.Join([]string{
		`{"level":"info","message":"compiling"}`,
		"Notice: Scope(Class[main]): one",
		"Info: Scope(Class[main]): not shown by Puppet at its default level",
		"Warning: Unknown variable: 'x'. (file: manifests/site.pp, line: 2, column: 6)",
		"Error: Scope(Class[main]): from err()",
		"  a continuation line",
		"Alert: Scope(Class[main]): a",
		"Critical: Scope(Class[main]): c",
		"Emergency: Scope(Class[main]): e",
		"Error: Evaluation Error: the compile failed (file: manifests/site.pp, line: 9, column: 1) on node n",
	}, "\n")
	want := []string{
		"Notice: Scope(Class[main]): one",
		"Warning: Unknown variable: 'x'. (file: manifests/site.pp, line: 2, column: 6)",
		"Error: Scope(Class[main]): from err()",
		"Alert: Scope(Class[main]): a",
		"Critical: Scope(Class[main]): c",
		"Emergency: Scope(Class[main]): e",
	}
	if got := LogLines(stderr); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got %q", got)
	}
	if d := CompareLogs(want, stderr); len(d) != 0 {
		t.Errorf("same lines must compare equal: %v", d)
	}
	if d := CompareLogs(want[:2], "Notice: Scope(Class[main]): one\n"); len(d) != 1 {
		t.Errorf("a missing line must be reported: %v", d)
	}
	if d := CompareLogs(nil, "Notice: Scope(Class[main]): one\n"); len(d) != 1 {
		t.Errorf("an extra line must be reported: %v", d)
	}
	if d := CompareLogs([]string{"Notice: a", "Notice: b"}, "Notice: b\nNotice: a\n"); len(d) != 2 {
		t.Errorf("order must matter: %v", d)
	}
}

func TestCheckError(t *testing.T) {
	c := &Case{ExpectedError: "Error: Evaluation Error: Unknown resource type: 'nosuch' (file: manifests/site.pp, line: 12, column: 1) on node web01.example.com"}
	if d := CheckError(c, 1, "Error: unknown resource type 'nosuch' at manifests/site.pp:12:1"); len(d) != 0 {
		t.Errorf("same line must pass: %v", d)
	}
	if d := CheckError(c, 1, "Error: unknown resource type 'nosuch' (line: 12)"); len(d) != 0 {
		t.Errorf("'line: N' must pass: %v", d)
	}
	if d := CheckError(c, 1, "Error: unknown resource type at manifests/site.pp:121:1"); len(d) != 1 {
		t.Errorf("another line must fail: %v", d)
	}
	if d := CheckError(c, 0, ""); len(d) != 1 {
		t.Errorf("success must fail: %v", d)
	}
	if d := CheckError(c, 2, "  \n"); len(d) != 1 {
		t.Errorf("an empty message must fail: %v", d)
	}
	enc := &Case{ExpectedError: "Error: Failed when searching for node db01: Failed to find db01 via exec: Execution of 'enc.sh db01' returned 3: ", ErrorMatch: []string{"db01", "enc.sh"}}
	if d := CheckError(enc, 1, "Error: classifier enc.sh failed for node DB01: exit status 3"); len(d) != 0 {
		t.Errorf("error_match substrings, case-insensitive: %v", d)
	}
	if d := CheckError(enc, 1, "Error: classifier failed"); len(d) != 2 {
		t.Errorf("missing error_match substrings must fail: %v", d)
	}
}
