# Puppet 7.23's 3.x functions of type :statement (create_resources, realize,
# tag; a module's own) return undef wherever they are called: Function3x
# hands Puppet code nil (parser/functions.rb: "avoid leaking arbitrary value
# if not being an rvalue function").
$x = create_resources('notify', {'a' => {}})
notice("x=${x}")
notice(type($x))
$e = create_resources('notify', {})
notice(type($e))
$w = [create_resources('notify', {'c' => {}}), 1]
notice($w)
notice(type($w))
function f() { create_resources('notify', {'d' => {}}) }
notice(type(f()))
notice("in string: ${create_resources('notify', {'e' => {}})}|")
with(create_resources('notify', {'g' => {}})) |$r| { notice(type($r)) }
notify { 'b': }
@notify { 'v': }
$t = [tag('x'), realize(Notify['v'])]
notice(type($t))
$s = m28_statement('one')
notice(type($s))
$rv = m28_rvalue('two')
notice(type($rv))
# a 4.x function calling them through call_function
notice(type(m28::via_call_function()))
