// Package moduleinfo reads what Puppet Server's info endpoints report about
// an environment's modules: tasks (tasks/*), plans (plans/*) and Resource
// API transport schemas (lib/puppet/transport/schema/*.rb), the way Puppet
// 7's Puppet::Module::Task, Puppet::Module::Plan and
// Puppet::ResourceApi::Transport find and validate them. It reads files
// only; nothing is executed.
//
// Files are opened inside their module's directory (os.Root): a symbolic
// link leading out of the module is an error, never followed (Puppet
// follows it and reports the outside file's checksum and size).
package moduleinfo

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/punch-dev/punch/api/fileserve"

	"github.com/punch-dev/punch/compiler/util/plainjson"
)

// Module is one module of an environment: its name and directory, in
// modulepath order with one entry per name (what fileserve.Modules gives).
type Module = fileserve.Module

// Limits on what one request may make the server read.
const (
	// MaxMetadataBytes bounds a task metadata file.
	MaxMetadataBytes = 1 << 20
	// MaxTaskFiles bounds the files one task lists (directories in its
	// "files" metadata are expanded).
	MaxTaskFiles = 10000
)

// TaskError is Puppet::Module::Task::Error: a task that cannot be used,
// with Puppet's kind ("puppet.tasks/no-implementation", ...), message and
// details. Puppet Server answers it as {"kind", "msg", "details"} (500).
type TaskError struct {
	Kind    string
	Msg     string
	Details map[string]any
}

func (e *TaskError) Error() string { return e.Msg }

// MarshalJSON writes {"kind","msg","details"} in Puppet Server's order.
func (e *TaskError) MarshalJSON() ([]byte, error) {
	d := e.Details
	if d == nil {
		d = map[string]any{}
	}
	var buf bytes.Buffer
	buf.WriteString(`{"kind":`)
	if err := plainjson.Append(&buf, e.Kind); err != nil {
		return nil, err
	}
	buf.WriteString(`,"msg":`)
	if err := plainjson.Append(&buf, e.Msg); err != nil {
		return nil, err
	}
	buf.WriteString(`,"details":`)
	if err := plainjson.Append(&buf, d); err != nil {
		return nil, err
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}

// Marshal encodes v as Puppet Server does: map keys sorted (Go's encoder
// sorts them, as Puppet Server's sort-nested-info-maps does) and no HTML
// escaping.
func Marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	if err := plainjson.Append(&buf, v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func taskErr(kind, format string, args ...any) *TaskError {
	return &TaskError{Kind: kind, Msg: fmt.Sprintf(format, args...)}
}

// Lookup errors: the module or the task is not in the environment.
var (
	ErrModuleNotFound = errors.New("module not found")
	ErrTaskNotFound   = errors.New("task not found")
	ErrPlanNotFound   = errors.New("plan not found")
)

var (
	taskNameRE = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)
	// taskMounts are the module directories task files may come from.
	taskMounts = []string{"files", "lib", "scripts", "tasks"}
)

// IsTaskName is Puppet::Module::Task.is_task_name?.
func IsTaskName(s string) bool { return taskNameRE.MatchString(s) }

// rubyBasenameNoExt is File.basename(p, '.*'): the last element without
// its last extension (a leading dot is not an extension).
func rubyBasenameNoExt(name string) string {
	base := path.Base(name)
	if i := strings.LastIndexByte(base, '.'); i > 0 {
		return base[:i]
	}
	return base
}

// isTasksFilename is Puppet's is_tasks_filename?: a valid task name once
// the extension is cut, and not .conf or .md.
func isTasksFilename(name string) bool {
	if !IsTaskName(rubyBasenameNoExt(name)) {
		return false
	}
	return !strings.HasSuffix(name, ".conf") && !strings.HasSuffix(name, ".md")
}

func isMetadataFilename(name string) bool {
	return isTasksFilename(name) && strings.HasSuffix(name, ".json")
}

// fullName is the task or plan name: the module's name for "init", else
// module::name.
func fullName(module, short string) string {
	if short == "init" {
		return module
	}
	return module + "::" + short
}

// A task as found in a module's tasks directory.
type task struct {
	mod          Module
	short        string   // "init", "bare"
	name         string   // "demo", "demo::bare"
	metadataFile string   // file name in tasks/, "" when none
	executables  []string // every non-metadata task file of the module, in name order
}

// moduleTasks is Puppet::Module::Task.tasks_in_module: the regular files
// of tasks/ with valid names, grouped by name, in name order.
func moduleTasks(mod Module) ([]*task, error) {
	root, names, err := openModuleDir(mod, "tasks")
	if root == nil {
		return nil, err
	}
	defer root.Close()
	var files []string
	for _, n := range names {
		if !isTasksFilename(n) {
			continue
		}
		// File.file? follows links; a link out of the module is not a
		// task file here (it cannot be served).
		fi, err := root.Stat("tasks/" + n)
		if err != nil || !fi.Mode().IsRegular() {
			continue
		}
		files = append(files, n)
	}
	var executables []string
	for _, f := range files {
		if !isMetadataFilename(f) {
			executables = append(executables, f)
		}
	}
	byName := map[string]*task{}
	var out []*task
	for _, f := range files {
		short := rubyBasenameNoExt(f)
		t := byName[short]
		if t == nil {
			t = &task{mod: mod, short: short, name: fullName(mod.Name, short), executables: executables}
			byName[short] = t
			out = append(out, t)
		}
		if t.metadataFile == "" && isMetadataFilename(f) {
			t.metadataFile = f
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].short < out[j].short })
	return out, nil
}

// openModuleDir opens mod's directory as a root (nothing is read through a
// link out of it) and lists dir in it, sorted, for Puppet's
// plans_in_module, tasks_in_module and the transport schemas. A module or
// dir that does not exist, or a dir that is not a directory, holds
// nothing: a nil root and no error. On success the caller closes root.
func openModuleDir(mod Module, dir string) (*os.Root, []string, error) {
	root, err := os.OpenRoot(mod.Path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil, nil
		}
		return nil, nil, err
	}
	names, err := readDir(root, dir)
	if err != nil {
		root.Close()
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
			return nil, nil, nil
		}
		return nil, nil, err
	}
	return root, names, nil
}

func readDir(root *os.Root, dir string) ([]string, error) {
	f, err := root.Open(dir)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.IsDir() {
		return nil, syscall.ENOTDIR
	}
	names, err := f.Readdirnames(-1)
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	return names, nil
}

// readMetadata is Puppet's read_metadata: the task's JSON metadata ({} for
// an empty file, nil without a file).
func (t *task) readMetadata() (map[string]any, error) {
	if t.metadataFile == "" {
		return nil, nil
	}
	root, err := os.OpenRoot(t.mod.Path)
	if err != nil {
		return nil, taskErr("puppet.tasks/unreadable-metadata", "Error reading metadata: %s", errnoMessage(err, t.tasksDir()))
	}
	defer root.Close()
	f, err := root.Open("tasks/" + t.metadataFile)
	if err != nil {
		return nil, taskErr("puppet.tasks/unreadable-metadata", "Error reading metadata: %s", errnoMessage(err, filepath.Join(t.tasksDir(), t.metadataFile)))
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, MaxMetadataBytes+1))
	if err != nil {
		return nil, taskErr("puppet.tasks/unreadable-metadata", "Error reading metadata: %s", errnoMessage(err, filepath.Join(t.tasksDir(), t.metadataFile)))
	}
	if len(b) > MaxMetadataBytes {
		return nil, taskErr("puppet.tasks/unreadable-metadata", "Error reading metadata: %s is larger than %d bytes", filepath.Join(t.tasksDir(), t.metadataFile), MaxMetadataBytes)
	}
	if len(b) == 0 {
		return map[string]any{}, nil
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, taskErr("puppet.tasks/unparseable-metadata", "%s", jsonErrorMessage(err, b))
	}
	if dec.More() {
		return nil, taskErr("puppet.tasks/unparseable-metadata", "unexpected content after the JSON value in %s", filepath.Join(t.tasksDir(), t.metadataFile))
	}
	m, ok := v.(map[string]any)
	if !ok {
		// Puppet fails with a Ruby NoMethodError on such metadata.
		return nil, taskErr("puppet.tasks/invalid-metadata", "Task metadata for task %s must be a JSON object", t.name)
	}
	return m, nil
}

// jsonErrorMessage describes a JSON syntax error with its line and column.
func jsonErrorMessage(err error, src []byte) string {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		line, col := lineCol(src, int(se.Offset))
		return fmt.Sprintf("%s (line %d, column %d)", se.Error(), line, col)
	}
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		line, col := lineCol(src, len(src))
		return fmt.Sprintf("unexpected end of JSON input (line %d, column %d)", line, col)
	}
	return err.Error()
}

func lineCol(src []byte, off int) (int, int) {
	if off > len(src) {
		off = len(src)
	}
	line := 1 + bytes.Count(src[:off], []byte("\n"))
	col := off - bytes.LastIndexByte(src[:off], '\n')
	return line, col
}

// errnoMessage words an I/O error as Ruby does ("No such file or directory
// @ rb_sysopen - PATH").
func errnoMessage(err error, p string) string {
	var errno syscall.Errno
	if errors.As(err, &errno) {
		return fmt.Sprintf("%s - %s", capitalize(errno.Error()), p)
	}
	if errors.Is(err, fs.ErrNotExist) {
		return "No such file or directory - " + p
	}
	return err.Error()
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func (t *task) tasksDir() string { return filepath.Join(t.mod.Path, "tasks") }

// TaskFile is one file of a task: Puppet's {"name", "path"} before
// describe-task-file turns it into {"filename", "sha256", "size_bytes",
// "uri"}.
type TaskFile struct {
	// ID is Puppet's file id: the implementation's base name ("init.sh")
	// or, for other files, "<module>/<mount>/<path>".
	ID string
	// Module is the module the file is in, Mount its directory there
	// (files, lib, scripts, tasks) and Rel its path below that directory.
	Module, Mount, Rel string
	// Path is the file's path on the server.
	Path string
	mod  Module
}

// files is Puppet's find_files: the implementations, then the "files" of
// the metadata and of each implementation.
func (t *task) files(env []Module, md map[string]any) ([]TaskFile, error) {
	impls, err := t.implementations(md)
	if err != nil {
		return nil, err
	}
	extra, err := t.extraFiles(env, md)
	if err != nil {
		return nil, err
	}
	return append(impls, extra...), nil
}

// implementations is Puppet's find_implementations.
func (t *task) implementations(md map[string]any) ([]TaskFile, error) {
	implFile := func(name string) TaskFile {
		return TaskFile{ID: name, Module: t.mod.Name, Mount: "tasks", Rel: name,
			Path: filepath.Join(t.tasksDir(), name), mod: t.mod}
	}
	if raw, ok := md["implementations"]; ok {
		list, ok := raw.([]any)
		if !ok {
			return nil, taskErr("puppet.tasks/invalid-metadata", "Task metadata for task %s does not specify implementations as an array", t.name)
		}
		var out []TaskFile
		for _, e := range list {
			impl, _ := e.(map[string]any)
			if req, ok := impl["requirements"]; ok && req != nil {
				if _, isList := req.([]any); !isList {
					return nil, taskErr("puppet.tasks/invalid-metadata", "Task metadata for task %s does not specify requirements as an array", t.name)
				}
			}
			name, _ := impl["name"].(string)
			found := ""
			for _, x := range t.executables {
				if impl != nil && x == name {
					found = x
					break
				}
			}
			if found == "" {
				shown := rubyToS(impl["name"])
				return nil, &TaskError{Kind: "puppet.tasks/missing-implementation",
					Msg:     fmt.Sprintf("Task metadata for task %s specifies missing implementation %s", t.name, shown),
					Details: map[string]any{"missing": []any{impl["name"]}}}
			}
			out = append(out, implFile(found))
		}
		return out, nil
	}
	var matches []string
	for _, x := range t.executables {
		if rubyBasenameNoExt(x) == t.short {
			matches = append(matches, x)
		}
	}
	switch len(matches) {
	case 0:
		return nil, taskErr("puppet.tasks/no-implementation", "No source besides task metadata was found in directory %s for task %s", t.tasksDir(), t.name)
	case 1:
		return []TaskFile{implFile(matches[0])}, nil
	}
	// Puppet names the first executable where it means the directory.
	return nil, taskErr("puppet.tasks/multiple-implementations", "Multiple executables were found in directory %s for task %s; define 'implementations' in metadata to differentiate between them", filepath.Join(t.tasksDir(), matches[0]), t.name)
}

// extraFiles is Puppet's find_extra_files: each entry of the metadata's
// "files" and of its implementations' "files" (once), a file or a
// directory (with a trailing slash, expanded to the files below it) in one
// of the module mounts files, lib, scripts, tasks.
func (t *task) extraFiles(env []Module, md map[string]any) ([]TaskFile, error) {
	if md == nil {
		return nil, nil
	}
	var entries []any
	if raw, ok := md["files"]; ok {
		list, ok := raw.([]any)
		if !ok {
			return nil, taskErr("puppet.tasks/invalid-metadata", "The 'files' task metadata expects an array, got %s.", rubyToS(raw))
		}
		entries = append(entries, list...)
	}
	if raw, ok := md["implementations"]; ok {
		list, _ := raw.([]any)
		for _, e := range list {
			impl, _ := e.(map[string]any)
			raw, ok := impl["files"]
			if !ok {
				continue
			}
			fl, ok := raw.([]any)
			if !ok {
				return nil, taskErr("puppet.tasks/invalid-metadata", "The 'files' task metadata expects an array, got %s.", rubyToS(raw))
			}
			entries = append(entries, fl...)
		}
	}
	seen := map[string]bool{}
	var out []TaskFile
	for _, e := range entries {
		file, ok := e.(string)
		if !ok {
			return nil, taskErr("puppet.tasks/invalid-metadata", "Task metadata for task %s lists a file that is not a string: %s", t.name, rubyToS(e))
		}
		if seen[file] {
			continue
		}
		seen[file] = true
		files, err := t.expandFile(env, file)
		if err != nil {
			return nil, err
		}
		out = append(out, files...)
		if len(out) > MaxTaskFiles {
			return nil, taskErr("puppet.tasks/invalid-metadata", "Task %s lists more than %d files", t.name, MaxTaskFiles)
		}
	}
	return out, nil
}

func (t *task) expandFile(env []Module, file string) ([]TaskFile, error) {
	parts := strings.SplitN(file, "/", 3)
	modName := parts[0]
	mount, endpath := "", ""
	if len(parts) > 1 {
		mount = parts[1]
	}
	if len(parts) > 2 {
		endpath = parts[2]
	}
	mod, found := fileserve.FindModule(env, modName)
	if !found {
		return nil, taskErr("puppet.tasks/invalid-metadata", "Could not find module %s containing task file %s", modName, endpath)
	}
	okMount := false
	for _, m := range taskMounts {
		if m == mount {
			okMount = true
		}
	}
	if !okMount {
		return nil, taskErr("puppet.tasks/invalid-metadata", "Files must be saved in module directories that Puppet makes available via mount points: %s", strings.Join(taskMounts, ", "))
	}
	// File.absolute_path(path) == path: no ".", ".." or empty segment
	// (a trailing slash aside).
	trimmed := strings.TrimSuffix(endpath, "/")
	if endpath != "" {
		for _, seg := range strings.Split(trimmed, "/") {
			if seg == "" || seg == "." || seg == ".." {
				return nil, taskErr("puppet.tasks/invalid-metadata", "File pathnames cannot include relative paths")
			}
		}
	}
	if strings.IndexByte(endpath, 0) >= 0 {
		return nil, taskErr("puppet.tasks/invalid-metadata", "File pathnames cannot include NUL bytes")
	}
	full := filepath.Join(mod.Path, mount, endpath)
	if strings.HasSuffix(endpath, "/") || endpath == "" {
		full += "/"
	}
	root, err := os.OpenRoot(mod.Path)
	if err != nil {
		return nil, taskErr("puppet.tasks/invalid-file", "Could not find %s on disk", full)
	}
	defer root.Close()
	inRoot := mount
	if trimmed != "" {
		inRoot += "/" + trimmed
	}
	fi, err := root.Stat(inRoot)
	if err != nil {
		if isEscape(err) {
			return nil, escapeErr(full)
		}
		return nil, taskErr("puppet.tasks/invalid-file", "Could not find %s on disk", full)
	}
	trailing := strings.HasSuffix(file, "/")
	if fi.IsDir() {
		if !trailing {
			return nil, taskErr("puppet.tasks/invalid-metadata", "Directories specified in task metadata must include a trailing slash: %s", file)
		}
		var out []TaskFile
		if err := globFiles(root, inRoot, func(rel string) error {
			out = append(out, TaskFile{ID: mod.Name + "/" + rel, Module: mod.Name, Mount: mount,
				Rel: strings.TrimPrefix(rel, mount+"/"), Path: filepath.Join(mod.Path, rel), mod: mod})
			if len(out) > MaxTaskFiles {
				return taskErr("puppet.tasks/invalid-metadata", "Task %s lists more than %d files", t.name, MaxTaskFiles)
			}
			return nil
		}); err != nil {
			var te *TaskError
			if errors.As(err, &te) {
				return nil, te
			}
			return nil, taskErr("puppet.tasks/invalid-file", "%s", errnoMessage(err, full))
		}
		return out, nil
	}
	if trailing {
		// (Puppet's kind here is "puppet.task/...", singular.)
		return nil, taskErr("puppet.task/invalid-metadata", "Files specified in task metadata cannot include a trailing slash: %s", file)
	}
	return []TaskFile{{ID: mod.Name + "/" + inRoot, Module: mod.Name, Mount: mount, Rel: trimmed,
		Path: filepath.Join(mod.Path, inRoot), mod: mod}}, nil
}

// globFiles is Ruby's Dir.glob("DIR/**/*") keeping regular files: the
// entries of a directory first, then each subdirectory's, in name order;
// symbolic links to directories are not descended into (Ruby's ** does not
// follow them) and links out of the module are skipped.
func globFiles(root *os.Root, dir string, fn func(rel string) error) error {
	names, err := readDir(root, dir)
	if err != nil {
		return err
	}
	var subdirs []string
	for _, n := range names {
		rel := dir + "/" + n
		lfi, err := root.Lstat(rel)
		if err != nil {
			continue
		}
		if lfi.IsDir() {
			subdirs = append(subdirs, rel)
			continue
		}
		fi, err := root.Stat(rel)
		if err != nil || !fi.Mode().IsRegular() {
			continue
		}
		if err := fn(rel); err != nil {
			return err
		}
	}
	for _, d := range subdirs {
		if err := globFiles(root, d, fn); err != nil {
			return err
		}
	}
	return nil
}

// isEscape reports whether err is os.Root refusing a path that leads out
// of the root.
func isEscape(err error) bool {
	return err != nil && strings.Contains(err.Error(), "path escapes from parent")
}

func escapeErr(p string) *TaskError {
	return taskErr("puppet.tasks/invalid-file", "%s is a symbolic link (or is under one) that leads out of its module; Punch does not serve files outside a module", p)
}

// rubyToS renders a metadata value roughly as Ruby's to_s/inspect would in
// Puppet's messages.
func rubyToS(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case json.Number:
		return x.String()
	case bool:
		if x {
			return "true"
		}
		return "false"
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = rubyInspect(e)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = rubyInspect(k) + "=>" + rubyInspect(x[k])
		}
		return "{" + strings.Join(parts, ", ") + "}"
	}
	return fmt.Sprint(v)
}

func rubyInspect(v any) string {
	switch x := v.(type) {
	case nil:
		return "nil"
	case string:
		b, _ := json.Marshal(x)
		return string(b)
	}
	return rubyToS(v)
}

// TaskSummary is one entry of GET /puppet/v3/tasks.
type TaskSummary struct {
	Name        string
	Private     any
	Description any
}

// ListTasks is Puppet's tasks_per_environment: every valid task of the
// environment's modules, in module order then name order. Invalid tasks
// are left out and returned in skipped (Puppet logs them).
func ListTasks(mods []Module) (tasks []TaskSummary, skipped []error, err error) {
	for _, mod := range mods {
		ts, err := moduleTasks(mod)
		if err != nil {
			return nil, nil, fmt.Errorf("reading the tasks of module %s in %s: %w", mod.Name, mod.Path, err)
		}
		for _, t := range ts {
			md, err := t.readMetadata()
			if err == nil {
				_, err = t.files(mods, md)
			}
			if err != nil {
				skipped = append(skipped, fmt.Errorf("task %s: %w", t.name, err))
				continue
			}
			s := TaskSummary{Name: t.name, Private: false, Description: ""}
			if v, ok := md["private"]; ok {
				s.Private = v
			}
			if v, ok := md["description"]; ok {
				s.Description = v
			}
			tasks = append(tasks, s)
		}
	}
	return tasks, skipped, nil
}

// TaskDetails is GET /puppet/v3/tasks/MODULE/TASK before the files are
// described: the metadata ({} without any) and the files.
type TaskDetails struct {
	Name     string
	Metadata map[string]any
	Files    []TaskFile
}

// FindTask is Puppet's task_data: the task short in module, validated. It
// returns ErrModuleNotFound or ErrTaskNotFound (wrapped), or a *TaskError
// for a task that exists but is invalid.
func FindTask(mods []Module, module, short string) (*TaskDetails, error) {
	mod, found := fileserve.FindModule(mods, module)
	if !found {
		return nil, fmt.Errorf("module %s: %w", module, ErrModuleNotFound)
	}
	ts, err := moduleTasks(mod)
	if err != nil {
		return nil, fmt.Errorf("reading the tasks of module %s in %s: %w", mod.Name, mod.Path, err)
	}
	want := fullName(module, short)
	for _, t := range ts {
		if t.name != want {
			continue
		}
		md, err := t.readMetadata()
		if err != nil {
			return nil, err
		}
		files, err := t.files(mods, md)
		if err != nil {
			return nil, err
		}
		if md == nil {
			md = map[string]any{}
		}
		return &TaskDetails{Name: t.name, Metadata: md, Files: files}, nil
	}
	return nil, fmt.Errorf("task %s: %w", short, ErrTaskNotFound)
}

// DescribedFile is a task file as Puppet Server describes it.
type DescribedFile struct {
	Filename  string `json:"filename"`
	SHA256    string `json:"sha256"`
	SizeBytes int64  `json:"size_bytes"`
	URI       struct {
		Path   string            `json:"path"`
		Params map[string]string `json:"params"`
	} `json:"uri"`
}

// Describe is Puppet Server's describe-task-file without static file
// content: the file's sha256 and size, and the file_content URI an agent
// fetches it from (modules/, plugins/, scripts/ or tasks/ mount).
func (f TaskFile) Describe(env string, sums *SumCache) (DescribedFile, error) {
	var d DescribedFile
	d.Filename = f.ID
	root, err := os.OpenRoot(f.mod.Path)
	if err != nil {
		return d, taskErr("puppet.tasks/invalid-file", "Could not find %s on disk", f.Path)
	}
	defer root.Close()
	rel := f.Mount
	if f.Rel != "" {
		rel += "/" + f.Rel
	}
	file, err := root.OpenFile(rel, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		if isEscape(err) {
			return d, escapeErr(f.Path)
		}
		return d, taskErr("puppet.tasks/invalid-file", "Could not find %s on disk", f.Path)
	}
	defer file.Close()
	fi, err := file.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return d, taskErr("puppet.tasks/invalid-file", "%s is not a regular file", f.Path)
	}
	sum, err := sums.sum(file, fi)
	if err != nil {
		return d, taskErr("puppet.tasks/invalid-file", "%s", errnoMessage(err, f.Path))
	}
	d.SHA256 = sum
	d.SizeBytes = fi.Size()
	switch f.Mount {
	case "files":
		d.URI.Path = "/puppet/v3/file_content/modules/" + f.Module + "/" + f.Rel
	case "lib":
		d.URI.Path = "/puppet/v3/file_content/plugins/" + f.Rel
	default: // scripts, tasks
		d.URI.Path = "/puppet/v3/file_content/" + f.Mount + "/" + f.Module + "/" + f.Rel
	}
	d.URI.Params = map[string]string{"environment": env}
	return d, nil
}

// SumCache remembers file checksums by identity (device, inode, size,
// modification and change times), so task details do not read every file
// on every request. The zero value is ready; it is safe for concurrent use.
type SumCache struct {
	mu sync.Mutex
	m  map[sumKey]string
}

type sumKey struct {
	dev, ino     uint64
	size         int64
	mtime, ctime int64
}

const maxCachedSums = 10000

func (c *SumCache) sum(f *os.File, fi fs.FileInfo) (string, error) {
	var key sumKey
	st, ok := fi.Sys().(*syscall.Stat_t)
	if ok && c != nil {
		key = sumKey{uint64(st.Dev), st.Ino, fi.Size(), fi.ModTime().UnixNano(), time.Unix(st.Ctim.Sec, st.Ctim.Nsec).UnixNano()}
		c.mu.Lock()
		s, hit := c.m[key]
		c.mu.Unlock()
		if hit {
			return s, nil
		}
	}
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	s := hex.EncodeToString(h.Sum(nil))
	if ok && c != nil {
		c.mu.Lock()
		if c.m == nil || len(c.m) >= maxCachedSums {
			c.m = map[sumKey]string{}
		}
		c.m[key] = s
		c.mu.Unlock()
	}
	return s, nil
}
