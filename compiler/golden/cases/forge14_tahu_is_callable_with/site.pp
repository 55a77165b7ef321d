# Written for this case after hlindberg/tahu's is_callable_with docs: PCallableType#callable_with?(args, block).
$f = Callable[[Integer, String], Any]
notify { 'callable': message => [
  tahu::is_callable_with($f, 1, 'a'),
  tahu::is_callable_with($f, 'a', 1),
  tahu::is_callable_with(Callable[Integer, Optional[String]], 1),
  tahu::is_callable_with(Callable[Integer, 1, 1, Callable[1, 1]], 5) |$x| { $x },
  tahu::is_callable_with([Callable[String], Callable[Integer]], 3),
  tahu::is_callable_with([Callable[String], Callable[Hash]], 3),
] }
