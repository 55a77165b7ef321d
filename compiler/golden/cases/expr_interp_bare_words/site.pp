# Inside ${} a bare word is a variable name, even undef and default; ${-5} is an expression.
notice("[${undef}]")
notice("[${default}]")
notice("[${-5}]")
if 'ab' =~ /(a)(b)/ { notice("[${2}${1}]") }
