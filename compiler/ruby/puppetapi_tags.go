package ruby

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/values"
)

// Tags module Ruby gives a resource (Puppet::Util::Tagging#tag as
// Puppet::Parser::Resource and Puppet::Resource have it):
//
//	r = Puppet::Parser::Resource.new('file', '/x', :scope => self, :source => source)
//	r.tag('legacy', name)          # before compiler.add_resource
//	scope.resource.tag('extra')    # a resource the catalog has
//
// Each name is to_s.downcase, checked against Puppet's tag syntax
// (values.ValidTag: Puppet::ParseError "Invalid tag '...'" otherwise) and
// a qualified one adds its segments too. A resource Ruby made keeps them
// until add_resource hands them to the compile after its type's and
// title's tags, as Puppet's resource has them (the container's come when
// the compile finishes the resource).

// ResourceTagger is implemented by hosts whose catalog resources module
// Ruby may tag: TagResource adds the tags (each valid, lower case, in
// order) to the resource ref names; ok is false when the catalog has no
// such resource.
type ResourceTagger interface {
	TagResource(ref values.Value, tags []string) (ok bool, err error)
}

// ContainerTagHost is implemented by hosts that know the containers of
// the compile's resources, for Puppet::Parser::Resource#tagged?, which
// also answers true for a tag of the resource's container, its
// container's, and so on (raw_tagged?). ContainerTags are those tags for
// the catalog resource ref, or for a resource made in the calling scope
// when ref is nil.
type ContainerTagHost interface {
	ContainerTags(ref values.Value) []string
}

// tagNames are the tags of tag(*names): the Arrays flattened, nils left
// out, each to_s.downcase. Puppet adds them one by one, so an invalid one
// raises Puppet's ParseError (err) after those before it were added
// (names). given is what Puppet's tag answers: the names flattened,
// without nils.
func (in *Interp) tagNames(args []Value) (names []string, given Value, err error) {
	fl, err := in.callMethod(&Array{a: append([]Value(nil), args...)}, "flatten", nil, nil, nil, false)
	if err != nil {
		return nil, nil, err
	}
	list := &Array{}
	if a, ok := fl.(*Array); ok {
		for _, v := range a.a {
			if v != nil {
				list.a = append(list.a, v)
			}
		}
	}
	for _, a := range list.a {
		low, err := in.callMethod(NewString(in.toS(a)), "downcase", nil, nil, nil, false)
		if err != nil {
			return names, nil, err
		}
		name := in.toS(low)
		if !values.ValidTag(name) {
			return names, nil, in.raise(cPuppetParseError, 0, "Invalid tag '%s'", name)
		}
		names = append(names, name)
	}
	return names, list, nil
}

// addTag adds a valid tag to a list as Puppet's TagSet: once, and a
// qualified tag's segments after it.
func addTag(list []string, name string) []string {
	if slices.Contains(list, name) {
		return list
	}
	list = append(list, name)
	if strings.Contains(name, "::") {
		for _, seg := range strings.Split(name, "::") {
			if !slices.Contains(list, seg) {
				list = append(list, seg)
			}
		}
	}
	return list
}

// checkTypeTag is the tag Puppet::Resource#initialize gives a resource
// of its type: a type name that is no valid tag (a leading "::") raises
// Puppet's ParseError "Invalid tag '::file'".
func (in *Interp) checkTypeTag(typ string) error {
	_, _, err := in.tagNames([]Value{NewString(typ)})
	return err
}

// madeTags are the tags of a resource Ruby made and did not add yet: its
// type's, its title's when that is a valid tag, then those given to tag().
func (m *madeResource) madeTags() []string {
	var list []string
	list = addTag(list, strings.ToLower(m.Type))
	if values.ValidTag(m.Title) {
		list = addTag(list, strings.ToLower(m.Title))
	}
	for _, t := range m.Tags {
		list = addTag(list, t)
	}
	return list
}

func (in *Interp) definePuppetResourceTags() {
	// Punch.valid_tag?(s): the tag syntax for Puppet::Util::Tagging
	// (rlib/puppet_util_tagging.rb)
	in.DefineModule(nil, "Punch").DefineSingletonMethod("valid_tag?", 1, 1, func(c *Call) (Value, error) {
		s, ok := c.Args[0].(*String)
		return ok && utf8.ValidString(s.String()) && values.ValidTag(s.String()), nil
	})
	res := in.keptModule("Puppet::Parser::Resource")
	res.DefineMethod("tag", 0, -1, func(c *Call) (Value, error) {
		in := c.In
		names, given, err := in.tagNames(c.Args)
		if m := in.pendingOf(c.Self); m != nil {
			for _, n := range names {
				m.Tags = addTag(m.Tags, n)
			}
			return given, err
		}
		if len(names) > 0 {
			rt, ok := in.host.(ResourceTagger)
			if !ok {
				return nil, in.unsupportedErr("Puppet::Parser::Resource#tag of a catalog resource (the host tags no resources)")
			}
			ref, _ := pvOf(c.Self)
			found, terr := rt.TagResource(ref, names)
			if terr == nil && !found {
				terr = in.unsupportedErr("Puppet::Parser::Resource#tag of a resource not in the catalog")
			}
			if terr != nil {
				return nil, terr
			}
		}
		return given, err
	})
	res.DefineMethod("tagged?", 0, -1, func(c *Call) (Value, error) {
		return c.In.parserTagged(c.Self, c.Args)
	})
}

// parserTagged is Puppet::Parser::Resource#tagged?: one of the tags is
// the resource's own or one of its containers'.
func (in *Interp) parserTagged(self Value, args []Value) (Value, error) {
	var own []string
	var ref values.Value
	h := in.host
	if m := in.pendingOf(self); m != nil {
		own = m.madeTags()
		h = in.hostOfScope(m.scope)
	} else {
		th, err := in.tagHost()
		if err != nil {
			return nil, err
		}
		ref, _ = pvOf(self)
		own, _ = th.ResourceTags(ref)
	}
	if ch, ok := h.(ContainerTagHost); ok {
		own = append(own[:len(own):len(own)], ch.ContainerTags(ref)...)
	}
	return in.tagged(own, args)
}
