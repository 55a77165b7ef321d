# A file mode written as '0855' (not octal) used in arithmetic: Puppet refuses the conversion.
$mode = '0855'
notice($mode + 0)
