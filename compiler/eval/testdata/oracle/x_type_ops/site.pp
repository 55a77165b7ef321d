notice(Integer[1,5] < Integer, Integer == Integer[default, default], String > String[1], type(1), type([1, 'a']), Array[Integer] =~ Type)
$t = Optional[String]
notice($t, Variant[String, Integer], Enum['b', 'a'], Pattern[/x/], Hash[String, Integer[0]])
