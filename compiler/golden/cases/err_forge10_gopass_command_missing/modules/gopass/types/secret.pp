type Gopass::Secret = Struct[
  {
    'password' => String,
    'body'     => Optional[String],
    'data'     => Optional[Hash],
  }
]
