notice(count_lines())
