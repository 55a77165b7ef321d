notice('before')
if $facts['kernel'] == 'Linux' {
  fail("Unsupported kernel ${facts['kernel']}")
}
