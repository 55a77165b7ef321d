define dup { }
define dup { }
