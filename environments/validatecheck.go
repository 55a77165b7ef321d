package environments

import (
	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/parser/ast"
)

// CheckModuleFile applies to the parsed manifest p, the file at the
// absolute path, the checks Puppet's validator makes on module files only
// (ILLEGAL_TOP_CONSTRUCT_LOCATION, ILLEGAL_DEFINITION_LOCATION), as
// `puppet parser validate` does for a file of the environment whose main
// manifest and module path are given: nothing for a file that is not a
// module file (Checker4_0#namespace_for_file: not .pp, under the main
// manifest, outside the module path). It returns the failure (nil when
// none) and, when there are several problems, the lines Puppet logs
// before it (each problem, then "Language validation logged N errors.
// Giving up"; the failure is then marked Logged, as a compile's).
func CheckModuleFile(p *ast.Program, path, manifest string, modulePath []string) (*eval.Error, []string) {
	_, err, logged := checkLocation(p, namespaceFor(path, manifest, modulePath))
	if err == nil {
		return nil, nil
	}
	e, _ := err.(*eval.Error)
	return e, logged
}
