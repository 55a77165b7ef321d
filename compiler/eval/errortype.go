package eval

import (
	"sync"

	"github.com/punch-dev/punch/compiler/values"
)

// Puppet's own Error data type (Puppet 7.23's lib/puppet/datatypes/error.rb
// with its implementation class): an Object type with the attributes msg,
// kind, details and issue_code, and the function message (msg). get() and
// getvar() give it to their error lambda; Error(...) and Error.new make one.
// It depends on nothing of an environment, so one resolved type serves
// every compile (resolved before it is shared: an ObjectT resolves lazily
// and without a lock).
var (
	errorTypeOnce sync.Once
	errorType     *values.ObjectT
)

func puppetErrorType() *values.ObjectT {
	errorTypeOnce.Do(func() {
		t := values.NewNamedObjectType("Error", errorTypeHash)
		t.SetImpl(errorImpl{})
		if err := t.Resolve(); err != nil {
			// A fault of the definition below, caught by the tests.
			panic("eval: Puppet's Error type: " + err.Error())
		}
		errorType = t
	})
	return errorType
}

// errorTypeHash is error.rb's interface.
func errorTypeHash() (*values.Hash, error) {
	var ts [5]values.Value
	for i, src := range []string{"String[1]", "Optional[String[1]]", "Optional[Hash[String[1],Data]]", "Callable[[0,0],String[1]]",
		"Optional[Variant[String,Regexp,Type[Enum],Type[Pattern],Type[NotUndef],Type[Undef]]]"} {
		t, err := values.ParseType(src, nil)
		if err != nil {
			return nil, err
		}
		ts[i] = t
	}
	str1, optStr, details, message, selector := ts[0], ts[1], ts[2], ts[3], ts[4]
	optional := func(t values.Value) *values.Hash { return values.HashFrom("type", t, "value", nil) }
	return values.HashFrom(
		// Error['kind'], Error['kind', 'ISSUE_CODE']: which errors a type
		// stands for (pobjectext.go)
		"type_parameters", values.HashFrom("kind", selector, "issue_code", selector),
		"attributes", values.HashFrom(
			"msg", str1,
			"kind", optional(optStr),
			"details", optional(details),
			"issue_code", optional(optStr),
		),
		"functions", values.HashFrom("message", message),
	), nil
}

// errorImpl answers Error's one function; everything else is the
// Object type's own behaviour.
type errorImpl struct{}

func (errorImpl) NewObject(*values.ObjectT, []values.Value) (values.Value, bool, error) {
	return nil, false, nil
}

func (errorImpl) Invoke(o *values.Object, name string, _ []values.Value) (values.Value, bool, error) {
	if name != "message" {
		return nil, false, nil
	}
	v, _ := o.Get("msg")
	return v, true, nil
}

func (errorImpl) ObjectInitHash(*values.Object) (*values.Hash, bool) { return nil, false }

func (errorImpl) ObjectToS(*values.Object) (string, bool) { return "", false }

func (errorImpl) ObjectData(*values.Object, func(string, values.Value) values.Value) (*values.Hash, bool) {
	return nil, false
}

func (errorImpl) ObjectEqual(*values.Object, values.Value) (bool, bool) { return false, false }

func (errorImpl) ClassName(*values.Object) (string, bool) { return "", false }
