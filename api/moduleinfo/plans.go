package moduleinfo

import (
	"fmt"
	"path"
	"sort"
)

// Puppet::Module::Plan's rules for plan file names.
var (
	planExtensions = map[string]bool{".pp": true, ".yaml": true}
	reservedWords  = map[string]bool{}
	reservedTypes  = map[string]bool{}
)

func init() {
	for _, w := range []string{"and", "application", "attr", "case", "class", "consumes", "default", "else",
		"elsif", "environment", "false", "function", "if", "import", "in", "inherits", "node", "or", "private",
		"produces", "site", "true", "type", "undef", "unless"} {
		reservedWords[w] = true
	}
	for _, w := range []string{"any", "array", "boolean", "catalogentry", "class", "collection", "callable",
		"data", "default", "enum", "float", "hash", "integer", "numeric", "optional", "pattern", "resource",
		"runtime", "scalar", "string", "struct", "tuple", "type", "undef", "variant"} {
		reservedTypes[w] = true
	}
}

// IsPlanFilename is Puppet's is_plans_filename?: a plan name (as a task
// name), extension .pp or .yaml, not a reserved word or data type name.
func IsPlanFilename(name string) bool {
	short := rubyBasenameNoExt(name)
	if !IsTaskName(short) {
		return false
	}
	ext := ""
	if base := path.Base(name); len(short) < len(base) {
		ext = base[len(short):]
	}
	if !planExtensions[ext] {
		return false
	}
	return !reservedWords[short] && !reservedTypes[short]
}

// modulePlans is Puppet::Module::Plan.plans_in_module: the names of the
// plans in plans/ (a plan may have a .pp and a .yaml file), sorted.
func modulePlans(mod Module) ([]string, error) {
	root, names, err := openModuleDir(mod, "plans")
	if root == nil {
		return nil, err
	}
	defer root.Close()
	seen := map[string]bool{}
	var out []string
	for _, n := range names {
		if !IsPlanFilename(n) {
			continue
		}
		short := rubyBasenameNoExt(n)
		if !seen[short] {
			seen[short] = true
			out = append(out, short)
		}
	}
	sort.Strings(out)
	return out, nil
}

// ListPlans is Puppet's plans_per_environment: the full names of the
// environment's plans, in module order then name order.
func ListPlans(mods []Module) ([]string, error) {
	var out []string
	for _, mod := range mods {
		ps, err := modulePlans(mod)
		if err != nil {
			return nil, fmt.Errorf("reading the plans of module %s in %s: %w", mod.Name, mod.Path, err)
		}
		for _, p := range ps {
			out = append(out, fullName(mod.Name, p))
		}
	}
	return out, nil
}

// FindPlan is Puppet's plan_data: the full name of plan short in module,
// or ErrModuleNotFound / ErrPlanNotFound (wrapped). Plans have no metadata
// in Puppet 7: the details are {"metadata": {}, "name": NAME}.
func FindPlan(mods []Module, module, short string) (string, error) {
	for _, m := range mods {
		if m.Name != module {
			continue
		}
		ps, err := modulePlans(m)
		if err != nil {
			return "", fmt.Errorf("reading the plans of module %s in %s: %w", m.Name, m.Path, err)
		}
		want := fullName(module, short)
		for _, p := range ps {
			if fullName(module, p) == want {
				return want, nil
			}
		}
		return "", fmt.Errorf("plan %s: %w", short, ErrPlanNotFound)
	}
	return "", fmt.Errorf("module %s: %w", module, ErrModuleNotFound)
}
