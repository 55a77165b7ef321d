['Callable', 'Callable[0, 0]', 'Callable[Integer]', 'Callable[Integer, String]', 'Callable[Integer, 1, 2]',
 'Callable[Any, 0, default]', 'Callable[Integer, Callable[1, 1]]', 'Callable[Integer, Optional[Callable[1, 2]]]',
 'Callable[Integer, Callable[0, default]]', 'Callable[[Integer], Any]'].each |$i, $t| {
  notify { "c${i}": message => "${t}: ${probe::cw($t)}" }
}
