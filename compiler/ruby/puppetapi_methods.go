package ruby

import (
	_ "embed"
	"strconv"
	"strings"
	"sync"
)

// What Puppet 7.23's own classes answer to, so that a method Punch's
// emulation of Puppet's Ruby API lacks is told apart from one Puppet
// lacks too. Module code probes the API (respond_to?, rescue
// NoMethodError, defined?) and must see Puppet's answers: a method Puppet
// does not have raises a rescuable NoMethodError as in Ruby; one Puppet
// has that Punch does not implement stops the compile saying so, since
// Puppet would have run it.
//
// testdata/puppet_api/methods.txt is recorded from Puppet 7.23 by
// testdata/puppet_api/record.rb (never written by hand); its format is
// described there.

//go:embed testdata/puppet_api/methods.txt
var puppetMethodsText string

// apiClass is one recorded class or module of Puppet.
type apiClass struct {
	super   string // the recorded superclass ("" for a module)
	isClass bool
	absent  bool // Punch has the name, Puppet 7.23 does not
	// the public instance and singleton methods, each with the
	// positional arguments it takes
	inst map[string]apiArity
	sing map[string]apiArity
}

// apiArity is what a recorded method takes: min to max positional
// arguments (max -1: any number), and whether it takes keywords.
type apiArity struct {
	min, max int
	keywords bool
}

// parseArity reads record.rb's "2", "1..2", "1+" and " k" words; a line
// without them (or with words it does not know) takes any arguments, so
// that no call is refused that Puppet's method might accept.
func parseArity(words string) apiArity {
	any := apiArity{max: -1}
	words, k := strings.CutSuffix(words, " k")
	a := apiArity{keywords: k}
	lo, hi, ranged := strings.Cut(words, "..")
	var err error
	switch {
	case words == "":
		return any
	case strings.HasSuffix(words, "+"):
		a.max = -1
		a.min, err = strconv.Atoi(strings.TrimSuffix(words, "+"))
	case ranged:
		if a.min, err = strconv.Atoi(lo); err == nil {
			a.max, err = strconv.Atoi(hi)
		}
	default:
		a.min, err = strconv.Atoi(words)
		a.max = a.min
	}
	if err != nil {
		return any
	}
	return a
}

// expected words the arity as Ruby's ArgumentError does.
func (a apiArity) expected() string {
	switch {
	case a.max < 0:
		return strconv.Itoa(a.min) + "+"
	case a.max == a.min:
		return strconv.Itoa(a.min)
	}
	return strconv.Itoa(a.min) + ".." + strconv.Itoa(a.max)
}

var puppetMethods = sync.OnceValue(func() map[string]*apiClass {
	return parsePuppetMethods(puppetMethodsText)
})

func parsePuppetMethods(text string) map[string]*apiClass {
	out := map[string]*apiClass{}
	get := func(n string) *apiClass {
		c := out[n]
		if c == nil {
			c = &apiClass{inst: map[string]apiArity{}, sing: map[string]apiArity{}}
			out[n] = c
		}
		return c
	}
	for _, line := range strings.Split(text, "\n") {
		switch {
		case line == "" || line[0] == '#':
		case strings.HasPrefix(line, "C "):
			name, super, _ := strings.Cut(line[2:], " < ")
			c := get(name)
			c.isClass, c.super = true, super
		case strings.HasPrefix(line, "M "):
			get(line[2:])
		case strings.HasPrefix(line, "- "):
			get(line[2:]).absent = true
		default:
			// "Name#m" or "Name.m", a tab and its arity; a method name
			// may itself hold '.' or '#' only after the first of them
			// ("Name.[]", "Name#==")
			line, words, _ := strings.Cut(line, "\t")
			if i := strings.IndexAny(line, "#."); i > 0 {
				c := get(line[:i])
				if line[i] == '#' {
					c.inst[line[i+1:]] = parseArity(words)
				} else {
					c.sing[line[i+1:]] = parseArity(words)
				}
			}
		}
	}
	return out
}

// puppetHasMethod says whether Puppet 7.23's class or module name has the
// public method m (singleton: a method of the class or module itself).
// known is false when name was not recorded (or Puppet lacks it): the
// caller cannot tell then.
func puppetHasMethod(name, m string, singleton bool) (has, known bool) {
	_, has, known = puppetMethod(name, m, singleton)
	return has, known
}

// puppetMethod is puppetHasMethod with the arity of the method found.
func puppetMethod(name, m string, singleton bool) (a apiArity, has, known bool) {
	all := puppetMethods()
	c := all[name]
	if c == nil || c.absent {
		return a, false, false
	}
	// each recorded list holds what the class adds to its recorded
	// superclass; past the last recorded one come Ruby's own classes,
	// whose methods Punch's runtime has where it has them
	for c != nil {
		list := c.inst
		if singleton {
			list = c.sing
		}
		if a, ok := list[m]; ok {
			return a, true, true
		}
		if !c.isClass {
			break
		}
		c = all[c.super]
	}
	return a, false, true
}

// puppetAPIName names the Puppet class or module an object or module of
// Punch's Puppet API stands for, with whether m would be a singleton
// method of it; "" for other values.
func (in *Interp) puppetAPIName(recv Value) (name string, singleton bool) {
	switch x := recv.(type) {
	case *Module:
		if x.puppetAPI {
			return in.modName(x), true
		}
	case *Object:
		// the object's class, or the nearest of its superclasses in the
		// API: a 4.x function is an instance of an anonymous subclass of
		// Puppet::Functions::Function, and has what Puppet's has
		for c := in.realClass(x); c != nil; c = c.super {
			if c.puppetAPI && c.isClass && !c.isSingleton {
				return in.modName(c), false
			}
		}
	}
	return "", false
}

// puppetAPIGap names a method missing from Punch's Puppet API that
// Puppet 7.23 has ("Puppet::Parser::Scope#find_hostclass",
// "Puppet.foo"), or "" when the receiver is no object of the API or
// Puppet has no such method either (then it is Ruby's NoMethodError).
func (in *Interp) puppetAPIGap(recv Value, name string) string {
	if in.inDefined > 0 {
		return ""
	}
	cls, singleton := in.puppetAPIName(recv)
	if cls == "" {
		return ""
	}
	has, known := puppetHasMethod(cls, name, singleton)
	if known && !has {
		return ""
	}
	sep := "#"
	if singleton {
		sep = "."
	}
	return cls + sep + name
}

// puppetAPIResponds is respond_to? of an API object for a method Punch
// does not define: true when Puppet 7.23 has it public, so that code
// choosing by respond_to? takes Puppet's path (and, where Punch lacks the
// method, stops saying so instead of quietly taking another).
func (in *Interp) puppetAPIResponds(recv Value, name string) bool {
	cls, singleton := in.puppetAPIName(recv)
	if cls == "" {
		return false
	}
	if has, _ := puppetHasMethod(cls, name, singleton); has {
		return true
	}
	// a respond_to_missing? of the API written in Go (the scope's, for
	// its function_<name> methods): Kernel#respond_to? asks only Ruby ones
	if rm := in.findMethod(in.classOf(recv), "respond_to_missing?"); rm != nil && rm.fn != nil && rm.owner != nil && rm.owner.puppetAPI {
		r, err := in.invoke(rm, recv, []Value{Symbol(name), false}, nil, nil, "respond_to_missing?")
		return err == nil && Truthy(r)
	}
	return false
}

// puppetAPIArgCount is Ruby's ArgumentError for a call of a method Punch's
// Puppet API lacks, where Puppet 7.23's method would refuse that many
// arguments (Puppet::Util::Yaml.dump(x): it takes a filename too): Ruby
// raises before the method runs, so module code that rescues it sees what
// it would see in Puppet, whatever the method does. nil otherwise (the
// call is the gap puppetAPIGap reports).
func (in *Interp) puppetAPIArgCount(recv Value, name string, args []Value, kw *Hash) error {
	if in.inDefined > 0 {
		return nil
	}
	cls, singleton := in.puppetAPIName(recv)
	if cls == "" {
		return nil
	}
	a, has, _ := puppetMethod(cls, name, singleton)
	if !has {
		return nil
	}
	given := len(args)
	if kw != nil && kw.Len() > 0 && !a.keywords {
		// keywords to a method that takes none are one positional Hash
		given++
	}
	if given >= a.min && (a.max < 0 || given <= a.max) {
		return nil
	}
	return in.raise(cArgumentError, 0, "wrong number of arguments (given %d, expected %s)", given, a.expected())
}
