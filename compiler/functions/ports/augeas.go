package ports

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/values"
)

// augeas_core's augeas(content, lens, changes): Puppet runs the changes
// (augtool's command language) on the tree the lens parses content into and
// returns the text the lens writes back, with ruby-augeas on the compiling
// machine. Punch runs augtool (Debian package augeas-tools) the same way: the
// content is a file of an empty root loaded with only that lens, the changes
// run with the file's tree as context, and the saved file is the result.
// Puppet's tree lives under /store (text_store), so messages naming tree
// paths are given with /store.

const augeasFeatureMissing = "augeas(): this function requires the augeas feature. See http://projects.puppetlabs.com/projects/puppet/wiki/Puppet_Augeas#Pre-requisites for how to activate it."

func modulesAugeasFunctions(l *functions.Lib) {
	l.Add(&functions.Function{Name: "augeas", Module: "augeas_core", Signatures: []*functions.Signature{{
		Required: []functions.Param{
			{Name: "content", Type: functions.MustType("String")},
			{Name: "lens", Type: functions.MustType("String")},
			{Name: "changes", Type: functions.MustType("Array[String]")},
		},
		Call: func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			var changes []string
			for _, ch := range args[2].([]values.Value) {
				changes = append(changes, ch.(string))
			}
			return augeasApply(c, args[0].(string), args[1].(string), changes)
		}}}})
}

func augeasApply(c functions.Context, content, lens string, changes []string) (values.Value, error) {
	augtool, err := exec.LookPath("augtool")
	if err != nil {
		return nil, functions.ParseErr("%s", augeasFeatureMissing)
	}
	root, err := os.MkdirTemp("", "punch-augeas-")
	if err != nil {
		return nil, functions.Errorf("augeas(): %v", err)
	}
	defer os.RemoveAll(root)
	file := filepath.Join(root, "in")
	if err := os.WriteFile(file, []byte(content), 0o600); err != nil {
		return nil, functions.Errorf("augeas(): %v", err)
	}
	ctx := functions.ContextOf(c)
	run := func(script []string) (string, string, error) {
		cmd := exec.CommandContext(ctx, augtool, "--noautoload", "--root", root)
		cmd.Stdin = strings.NewReader(strings.Join(script, "\n") + "\n")
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		err := cmd.Run()
		if ctx.Err() != nil {
			return "", "", ctx.Err()
		}
		return out.String(), errb.String(), err
	}
	load := []string{
		"set /augeas/load/punch/lens " + augtoolQuote(lens),
		"set /augeas/load/punch/incl /in",
		"load",
	}
	const msgPath = "/augeas/files/in/error/message"
	errorMessage := func(out string) (string, bool) {
		i := strings.Index(out, msgPath+" = ")
		if i < 0 {
			return "", false
		}
		msg := out[i+len(msgPath)+3:]
		if j := strings.Index(msg, "\n/augeas/load/punch/error"); j >= 0 {
			msg = msg[:j]
		}
		return strings.TrimRight(strings.ReplaceAll(msg, "/files/in", "/store"), "\n"), true
	}
	// text_store: a content the lens cannot parse fails before any change.
	out, _, err := run(append(load, "get "+msgPath, "get /augeas/load/punch/error"))
	if err != nil && ctx.Err() != nil {
		return nil, err
	}
	if msg, bad := errorMessage(out); bad {
		return nil, functions.ParseErr("augeas(): Failed to parse string with lens %s: %s", lens, msg)
	}
	// A lens that does not exist: text_store reports nothing, the changes
	// run on an empty /store, text_retrieve fails with no message.
	noLens := strings.Contains(out, "/augeas/load/punch/error = ")
	// srun of each change with /store as context, then text_retrieve.
	// augtool goes on after a failed command: the commands' own errors come
	// before save's ("saving failed") on stderr.
	context := "/files/in"
	if noLens {
		context = "/store"
	}
	script := append(load, "set /augeas/context "+context)
	script = append(script, changes...)
	script = append(script, "save", "get "+msgPath)
	out, stderr, err := run(script)
	if err != nil && ctx.Err() != nil {
		return nil, err
	}
	failed := strings.Count(stderr, "error: Failed to execute command")
	saveFailed := strings.Count(stderr, "saving failed")
	if failed > saveFailed {
		return nil, functions.ParseErr("augeas(): Failed to apply change to tree")
	}
	if noLens {
		return nil, functions.ParseErr("augeas(): Failed to apply changes with lens %s: ", lens)
	}
	if saveFailed > 0 {
		msg, _ := errorMessage(out)
		return nil, functions.ParseErr("augeas(): Failed to apply changes with lens %s: %s", lens, msg)
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, functions.Errorf("augeas(): %v", err)
	}
	return string(b), nil
}

// augtoolQuote quotes an argument of an augtool command.
func augtoolQuote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}
