class dup { notify { 'one': } }
class other {}
class dup { notify { 'two': } }
include dup
