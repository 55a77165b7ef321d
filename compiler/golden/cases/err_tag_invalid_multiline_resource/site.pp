# An invalid tag metaparameter fails at the resource's line (not the attribute's), without a
# column: "Invalid tag 'bad tag' (file: ..., line: 5)".
class c {
}
notify { 'x':
  message => 'm',
  tag     => ['good', 'bad tag'],
}
