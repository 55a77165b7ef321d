tag('bad tag')
