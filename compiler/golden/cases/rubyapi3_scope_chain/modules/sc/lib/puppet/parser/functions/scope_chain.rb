# Written for this case (RUBYAPI-3): walks Puppet::Parser::Scope from a 3.x function.
module Puppet::Parser::Functions
  newfunction(:scope_chain, :type => :rvalue) do |args|
    out = []
    p = parent
    out << "self=#{self} parent=#{p} parent.parent=#{p && p.parent} top.parent=#{compiler.topscope.parent.inspect}"
    out << "parent_is_top=#{p.equal?(compiler.topscope)} same_parent=#{parent.equal?(p)}"
    out << "parent.lookupvar(ov)=#{p.lookupvar('ov').inspect} parent.lookupvar(nv)=#{p.lookupvar('nv').inspect} parent.lookupvar(topv)=#{p.lookupvar('topv').inspect}"
    out << "parent.include?(bv)=#{p.include?('bv')} parent.resource=#{p.resource} parent.source=#{p.source && p.source.name.inspect}"
    cs = class_scope('base')
    out << "class_scope(base)=#{cs.inspect} lookupvar(bv)=#{cs && cs.lookupvar('bv').inspect}"
    out << "class_scope(sym)=#{class_scope(:outer).inspect} class_scope(Outer)=#{class_scope('Outer').inspect} class_scope(::outer)=#{class_scope('::outer').inspect}"
    out << "class_scope(type)=#{class_scope(find_hostclass('innode')).inspect} class_scope('')=#{class_scope('').equal?(compiler.topscope)}"
    out << "class_scope(default)=#{class_scope('default').inspect} class_scope(settings)=#{class_scope('settings').inspect} class_scope(nosuch)=#{class_scope('nosuch').inspect}"
    out << "class_scope(sc::d)=#{class_scope('sc::d').inspect}"
    ns = newscope
    ns.setvar('newv', 'nn')
    out << "newscope=#{ns} parent_is_self=#{ns.parent.equal?(self)} newv=#{ns.lookupvar('newv')} self.newv=#{include?('newv')} ns.topv=#{ns.lookupvar('topv')} ns.nv=#{ns.include?('nv')} ns.bv=#{ns.include?('bv')}"
    out << "top.class_scope(outer)=#{compiler.topscope.class_scope('outer').inspect}"
    out.join(' | ')
  end
end
