# QA-FORGE-6: Ruby classes in a module's puppet_x (require_relative): Comparable with <=>, eql?/hash for uniq and
# Hash keys, inspect/to_s overrides, Enumerable with each/enum_for, method_missing/respond_to_missing?,
# module_function, inheritance with super and class methods, protected/private calls, singleton methods,
# Class.new with define_method/attr_accessor, Struct keyword_init. OpenStruct/Marshal: forge6_ruby_ostruct_marshal.
probe::oo().each |$l| { notice($l) }
