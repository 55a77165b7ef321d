# metadata.json whose dependencies are a non-empty hash: Puppet's error prints it with Ruby's Hash#to_s
# (key => value, nil, floats), and leaves the module out.
include mymod
