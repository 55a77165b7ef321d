# wikimedia's requires_os aborts the compile when the node's OS does not satisfy the predicate (a Debian 12 node here).
requires_os('ubuntu >= trusty')
