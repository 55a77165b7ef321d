type Bad = TypeSet[{
  pcore_version => '2.0.0',
  types => { P => Object[{ attributes => { x => Integer } }] },
}]
