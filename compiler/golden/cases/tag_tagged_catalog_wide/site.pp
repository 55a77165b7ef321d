# tagged() also consults the catalog's tags (every class evaluated so far), not only the
# current container's tags.
notice("before: ${tagged('later')} ${tagged('later::sub')}")
class later::sub { notify { 'in later': } }
include later::sub
notice("after: ${tagged('later')} ${tagged('later::sub')} ${tagged('sub')} ${tagged('notify')}")
define d { notice("in define: ${tagged('later')} ${tagged('d')}") }
d { 'x': }
